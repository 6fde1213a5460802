export { AppError, Conflict, Forbidden, Invalid, NotFound, RateLimited, Unauthorized } from './app-error';
export type { FieldErrors } from './app-error';
export { createOnError } from './on-error';
