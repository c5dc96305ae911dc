export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const median = (values: number[]) => percentile(values, 50);

export interface BenchLine {
  name: string;
  value: number | string;
  unit: string;
  /** An upper bound for numeric values. */
  budget?: number;
  /** For yes/no budgets: whether it holds. */
  holds?: boolean;
  /** Free text: what was measured, on what. */
  detail?: string;
}

export function verdict(line: BenchLine): string {
  if (line.holds !== undefined) return line.holds ? 'pass' : 'FAIL';
  if (line.budget === undefined || typeof line.value !== 'number') return '';
  return line.value <= line.budget ? 'pass' : 'FAIL';
}
