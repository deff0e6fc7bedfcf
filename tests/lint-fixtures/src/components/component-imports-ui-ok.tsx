import { Button } from '../ui/Button/Button';
export const x = Button;
