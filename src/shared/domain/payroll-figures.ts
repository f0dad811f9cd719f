/**
 * The payroll report's figures (docs/domain.md "Payroll reports"), from a period's totals in
 * integer pence: revenue = gross pay + fees; gross profit = fees; average weekly pay = gross pay /
 * payroll records; net margin = gross profit / revenue * 100 to one decimal, 0 when revenue is 0.
 * The figures answer in pounds with two decimals.
 */
export type PayrollTotals = { grossPence: number; feePence: number; records: number; workers: number };

export type PayrollFigures = {
  totalTemps: number;
  totalFee: number;
  totalRevenue: number;
  totalGrossProfit: number;
  averageWeeklyPay: number;
  netMarginPercentage: number;
};

/** Pence to pounds, exact to the penny. */
const pounds = (pence: number) => Math.round(pence) / 100;

/** One decimal, halves away from zero, computed on integers so 12.25 does not become 12.2. */
export function percentOneDecimal(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.round((part * 1000) / whole) / 10;
}

/** Average pay per record in whole pence (half a penny up), then pounds. */
export const averagePence = (totalPence: number, records: number): number =>
  records === 0 ? 0 : Math.round(totalPence / records);

export function payrollFigures(totals: PayrollTotals): PayrollFigures {
  const revenuePence = totals.grossPence + totals.feePence;
  return {
    totalTemps: totals.workers,
    totalFee: pounds(totals.feePence),
    totalRevenue: pounds(revenuePence),
    totalGrossProfit: pounds(totals.feePence),
    averageWeeklyPay: pounds(averagePence(totals.grossPence, totals.records)),
    netMarginPercentage: percentOneDecimal(totals.feePence, revenuePence),
  };
}
