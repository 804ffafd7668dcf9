/** Small helpers for printing benchmark figures. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function summarize(samples: readonly number[]): { n: number; p50: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function rate(count: number, ms: number): number {
  return Math.round((count / ms) * 1000);
}

/** Prints `name  value unit  (goal …, ratio …)`; never fails. */
export function report(
  name: string,
  value: number,
  unit: string,
  goal?: { value: number; better: 'higher' | 'lower' },
): void {
  let line = `${name.padEnd(58)} ${value.toLocaleString('en-GB', { maximumFractionDigits: 1 }).padStart(10)} ${unit}`;
  if (goal) {
    const ratio = goal.better === 'higher' ? value / goal.value : goal.value / value;
    line += `   goal ${goal.better === 'higher' ? '≥' : '≤'} ${goal.value.toLocaleString('en-GB')} ${unit}: ${ratio >= 1 ? 'met' : 'not met'} (×${ratio.toFixed(2)})`;
  }
  console.log(line);
}
