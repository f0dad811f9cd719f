/**
 * Money is exact (docs/domain.md): integer pence stored, pounds with two decimals on the API,
 * shown as £1,234.56.
 */

/** Pounds typed or sent as text ("12", "12.5", "12.50"): digits and one decimal point, at most two decimals (docs/domain.md, Agencies). */
export function poundsTextToPence(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Pence to pounds as a number with at most two decimals (12.5 means £12.50). */
export const penceToPounds = (pence: number | null): number | null => (pence === null ? null : pence / 100);

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** £1,234.56 */
export const formatPence = (pence: number): string => gbp.format(pence / 100);

/** Pounds as the API sends them (1234.56) to £1,234.56. */
export const formatPounds = (pounds: number): string => gbp.format(pounds);
