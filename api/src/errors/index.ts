export {
  AppError,
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  PaymentDeclined,
  RateLimited,
  Unauthorized,
  Unavailable,
} from './app-error';
export type { FieldErrors } from './app-error';
export { createOnError } from './on-error';
