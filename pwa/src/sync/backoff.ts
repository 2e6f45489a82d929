/** Exponential backoff with full jitter, so a clinic's tablets do not retry in step. */
export function backoffDelay(
  attempt: number,
  random: () => number,
  baseMs = 1000,
  maxMs = 60_000,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
