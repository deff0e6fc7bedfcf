import { Route } from '../routes/about';
export const x = Route;
