export interface Timing {
  median: number;
  p99: number;
}

/** The benches' timer: `run` `times` times after `warmup` unmeasured runs; median and p99 in ms. */
export async function measure(run: () => Promise<unknown>, times = 200, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[times >> 1]!, p99: samples[Math.floor(times * 0.99)]! };
}
