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

/** Medians over rounds of a subject URL and a baseline URL loaded in turn (docs/decisions/073). */
export interface LoadComparison {
  baseline: LoadResult;
  subject: LoadResult;
  /** subject / baseline: medians over the rounds of each round's pair. */
  ratio: { requestsPerSecond: number; p99Ms: number };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * `url` and `baselineUrl` loaded in alternating rounds (`seconds` each, which goes first alternating), so a busy
 * neighbour weighs on both alike; each figure is the median over the rounds.
 */
export async function compareLoad(
  baselineUrl: string,
  url: string,
  { rounds = 5, connections = 50, seconds = 1 } = {},
): Promise<LoadComparison> {
  const runs: Array<{ baseline: LoadResult; subject: LoadResult }> = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [baselineUrl, url] : [url, baselineUrl];
    const [first, second] = [
      await measureLoad(order[0]!, { connections, seconds }),
      await measureLoad(order[1]!, { connections, seconds }),
    ];
    runs.push(round % 2 === 0 ? { baseline: first, subject: second } : { baseline: second, subject: first });
  }
  const side = (pick: 'baseline' | 'subject'): LoadResult => ({
    url: pick === 'baseline' ? baselineUrl : url,
    requestsPerSecond: middle(runs.map((run) => run[pick].requestsPerSecond)),
    p50Ms: middle(runs.map((run) => run[pick].p50Ms)),
    p99Ms: middle(runs.map((run) => run[pick].p99Ms)),
    errors: runs.reduce((sum, run) => sum + run[pick].errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run[pick].non2xx, 0),
  });
  return {
    baseline: side('baseline'),
    subject: side('subject'),
    ratio: {
      requestsPerSecond: middle(runs.map((run) => run.subject.requestsPerSecond / run.baseline.requestsPerSecond)),
      p99Ms: middle(runs.map((run) => run.subject.p99Ms / run.baseline.p99Ms)),
    },
  };
}
