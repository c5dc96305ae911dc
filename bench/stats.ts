export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: number[]) => percentile(values, 50);

export interface BenchLine {
  name: string;
  value: number;
  unit: string;
  budget?: number;
  /** Free text: what was measured, on what. */
  detail?: string;
}

export function verdict(line: BenchLine): string {
  if (line.budget === undefined) return '';
  return line.value <= line.budget ? 'pass' : 'FAIL';
}
