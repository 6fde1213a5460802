import { expect, type APIResponse } from '@playwright/test';

/** Fails the test with the API's answer unless the response is a success; answers the response. */
export async function ok(response: APIResponse): Promise<APIResponse> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return response;
}
