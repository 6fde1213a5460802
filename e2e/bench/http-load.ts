import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load on a loopback URL: `connections` at once for `seconds`. */
export async function measureLoad(url: string, { connections = 50, seconds = 5 } = {}): Promise<LoadResult> {
  return toLoadResult(url, await autocannon({ url, connections, duration: seconds }));
}

/** The figures of one autocannon run against `url`. */
export const toLoadResult = (url: string, result: autocannon.Result): LoadResult => ({
  url,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  non2xx: result.non2xx,
});
