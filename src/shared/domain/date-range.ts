/**
 * A date filter's From after its To matches nothing; the screen says so instead of showing an empty
 * list, and the API refuses it with the same words (docs/domain.md "Worker list filters").
 */
export const DATE_RANGE_MESSAGE = 'The From date must be on or before the To date';

/** Both dates given (YYYY-MM-DD, so text order is date order) and From later than To. */
export function isReversedDateRange(from: string | null | undefined, to: string | null | undefined): boolean {
  return !!from && !!to && from > to;
}
