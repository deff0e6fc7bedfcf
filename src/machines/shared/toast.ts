/**
 * What a machine asks the toast area to show (the toasts machine, ../toasts.ts, queues it): a
 * module of its own so that the machines and their helpers that raise toasts import the shape,
 * not the machine that shows them.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
