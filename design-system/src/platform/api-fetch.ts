import type * as z from 'zod/mini';
import { ErrorBody } from '@petpal/contracts';
// The class comes through the shared core, so an error a remote's copy throws is an ApiError to every copy on the page.
import { ApiError } from '@petpal/design-system/core';

interface ApiFetchInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API on the page's origin and parses the answer with the contract's zod schema. */
export async function apiFetch<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init: ApiFetchInit = {},
): Promise<z.infer<S>> {
  const hasBody = init.body !== undefined;
  const response = await fetch(path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(data);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, `http_${response.status}`, 'Something went wrong. Please try again.');
  }
  return schema.parse(data);
}
