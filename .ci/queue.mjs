/**
 * Runs `jobs` with `count` runners: each runner takes the next job from the front of the queue when its last one
 * has ended, so a long job at the front keeps one runner while the others work through the short ones.
 */
export async function runQueue(jobs, count, runJob) {
  const queue = [...jobs];
  const runner = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await runJob(job);
  };
  await Promise.all(Array.from({ length: count }, runner));
}
