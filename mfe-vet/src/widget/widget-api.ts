import {
  AppointmentCreated,
  DaySlots,
  ErrorBody,
  VetAvailability,
  VetDetail,
  type BookAppointmentInput,
} from '@petpal/contracts';
import type * as z from 'zod/mini';

/** An answer outside 2xx, with the API's message (shown as is: the API's messages are user-facing). */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

const FALLBACK = 'Something went wrong. Please try again.';

/**
 * The widget's calls to PetPal's API from a partner page: cross-origin, never with cookies (they would be
 * third-party there), signed in only by the widget token in `Authorization`.
 */
export function createWidgetApi(petpalOrigin: string) {
  async function call<S extends z.ZodMiniType>(
    path: string,
    schema: S,
    init: { body?: unknown; token?: string; idempotencyKey?: string } = {},
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(`${petpalOrigin}${path}`, {
        method: init.body === undefined ? 'GET' : 'POST',
        credentials: 'omit',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    } catch {
      throw new WidgetApiError(0, 'network', 'Connection issue. Please check your internet connection.');
    }
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const parsed = ErrorBody.safeParse(data);
      const error = parsed.success ? parsed.data.error : { code: `http_${response.status}`, message: FALLBACK };
      throw new WidgetApiError(response.status, error.code, error.message);
    }
    return schema.parse(data);
  }

  const vetPath = (vetId: string) => `/api/vet/vets/${encodeURIComponent(vetId)}`;
  return {
    vet: (vetId: string) => call(vetPath(vetId), VetDetail).then(({ vet }) => vet),
    availability: (vetId: string) => call(`${vetPath(vetId)}/availability`, VetAvailability),
    slots: (vetId: string, date: string) => call(`${vetPath(vetId)}/slots?date=${encodeURIComponent(date)}`, DaySlots),
    book: (input: BookAppointmentInput, token: string, idempotencyKey: string) =>
      call('/api/vet/appointments', AppointmentCreated, { body: input, token, idempotencyKey }),
  };
}

export type WidgetApi = ReturnType<typeof createWidgetApi>;
