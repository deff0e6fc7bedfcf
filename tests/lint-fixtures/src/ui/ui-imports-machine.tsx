import { toastsMachine } from '../machines/toasts';
export const x = toastsMachine;
