/** Field path -> message, e.g. { email: 'Please enter a valid email address.' } */
export type FieldErrors = Record<string, string>;

/** The one error vocabulary: services throw these, `onError` turns them into HTTP. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  /** Seconds a client should wait before retrying; sent as Retry-After. */
  readonly retryAfter?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: FieldErrors; retryAfter?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    if (extra.fields) this.fields = extra.fields;
    if (extra.retryAfter !== undefined) this.retryAfter = extra.retryAfter;
  }
}

export class Invalid extends AppError {
  override name = 'Invalid';
  constructor(message = 'Some fields are not valid.', fields?: FieldErrors, code = 'invalid_input') {
    super(400, code, message, fields ? { fields } : {});
  }
}

export class Unauthorized extends AppError {
  override name = 'Unauthorized';
  constructor(message = 'Please sign in to continue.', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class Forbidden extends AppError {
  override name = 'Forbidden';
  constructor(message = 'You do not have permission to do this.', code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFound extends AppError {
  override name = 'NotFound';
  constructor(message = 'We could not find what you were looking for.') {
    super(404, 'not_found', message);
  }
}

export class Conflict extends AppError {
  override name = 'Conflict';
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class RateLimited extends AppError {
  override name = 'RateLimited';
  constructor(message = 'Too many requests. Please try again later.', retryAfter?: number) {
    super(429, 'rate_limited', message, retryAfter === undefined ? {} : { retryAfter });
  }
}

/** The payment provider declined a charge (402). */
export class PaymentDeclined extends AppError {
  override name = 'PaymentDeclined';
  constructor(message: string, code = 'payment_failed') {
    super(402, code, message);
  }
}

/** A service this request depends on did not answer; the client may try again (502 or 503). */
export class Unavailable extends AppError {
  override name = 'Unavailable';
  constructor(message: string, code = 'unavailable', status: 502 | 503 = 503) {
    super(status, code, message);
  }
}
