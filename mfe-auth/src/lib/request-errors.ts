/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused, CORS). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
