import { useLogic } from '../pages/useLogic';
export const x = useLogic;
