export { ToastProvider, useToast } from './ToastProvider';
export type { ToastOptions, ToastVariant } from './ToastItem';
