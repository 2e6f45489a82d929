/** The q-quantile of some timings by nearest rank (0.95: the p95); NaN when there are none. */
export function quantile(times: readonly number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** 'p50 …, p95 …, max … ms (n runs)': the line every benchmark prints per measure. */
export function timingSummary(times: readonly number[], unit = 'runs'): string {
  const at = (q: number) => quantile(times, q).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${String(times.length)} ${unit})`;
}
