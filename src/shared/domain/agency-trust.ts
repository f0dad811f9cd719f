/**
 * Trust score (docs/domain.md, Agencies): an integer 0 to 100 in steps of 10, its
 * label, its badge colour band and its summary band.
 */

const labels: [min: number, label: string][] = [
  [90, 'Outstanding'],
  [80, 'Very Good'],
  [70, 'Good'],
  [60, 'Above Average'],
  [50, 'Average'],
  [40, 'Fair'],
  [30, 'Below Average'],
  [20, 'Low'],
  [10, 'Very Low'],
];

/** 90 and up Outstanding (the selector too), ... 10 Very Low, below 10 Not Assessed. */
export function trustLabel(score: number): string {
  return labels.find(([min]) => score >= min)?.[1] ?? 'Not Assessed';
}

/** The selector's options, 0 to 100 in steps of 10. */
export const trustScoreOptions = Array.from({ length: 11 }, (_, i) => ({ value: i * 10, label: trustLabel(i * 10) }));

export type TrustBand = 'excellent' | 'good' | 'average' | 'poor' | 'low' | 'none';
/** Badge bands start at 90, 70, 50, 30, above 0, and exactly 0. */
export function trustBand(score: number): TrustBand {
  if (score >= 90) return 'excellent';
  if (score >= 70) return 'good';
  if (score >= 50) return 'average';
  if (score >= 30) return 'poor';
  if (score > 0) return 'low';
  return 'none';
}
/** A Mantine colour per band. */
export const trustBandColour: Record<TrustBand, string> = {
  excellent: 'green',
  good: 'teal',
  average: 'yellow',
  poor: 'orange',
  low: 'red',
  none: 'gray',
};

export type TrustSummaryBand = 'high' | 'medium' | 'low';
/** The admin panel's summary cards: high 70 or more, medium 50 to 69, low below 50. */
export function trustSummaryBand(score: number): TrustSummaryBand {
  if (score >= 70) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}
/** The same bands as score ranges [min, max], for SQL counts. */
export const trustSummaryRanges: Record<TrustSummaryBand, [number, number]> = {
  high: [70, 100],
  medium: [50, 69],
  low: [0, 49],
};
