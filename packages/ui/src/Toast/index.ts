export { DEFAULT_TOAST_DURATION, ToastProvider, useToast } from './Toast';
export type {
  ToastAction,
  ToastApi,
  ToastOptions,
  ToastPlacement,
  ToastProviderProps,
  ToastRecord,
  ToastType,
  ToastUpdate,
} from './Toast';
