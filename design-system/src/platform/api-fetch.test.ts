import { afterEach, describe, expect, it, vi } from 'vitest';
import { FaqList } from '@petpal/contracts';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('parses a success with the contract schema and sends JSON bodies with credentials', async () => {
    answer(200, { items: [] });
    await expect(apiFetch('/api/support/faq', FaqList, { body: { a: 1 } })).resolves.toEqual({ items: [] });
    const [path, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(path).toBe('/api/support/faq');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
  });

  it('turns the API error body into an ApiError with its fields', async () => {
    answer(400, {
      error: {
        code: 'invalid_input',
        message: 'Some fields are missing or not valid.',
        fields: { email: 'Please enter a valid email address.' },
      },
    });
    const error = await apiFetch('/api/support/contact', FaqList, { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_input',
      fields: { email: 'Please enter a valid email address.' },
    });
  });

  it('gives a plain message when the error is not the API shape', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(apiFetch('/api/health', FaqList)).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    answer(200, { items: 'nope' });
    await expect(apiFetch('/api/support/faq', FaqList)).rejects.toThrow();
  });
});
