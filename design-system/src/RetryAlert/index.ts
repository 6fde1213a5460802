export { RetryAlert } from './RetryAlert';
export type { RetryAlertProps } from './RetryAlert';
