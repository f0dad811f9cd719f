/** The reasons a row is flagged as a duplicate (docs/domain.md); none names another worker. */
export const duplicateReasons = {
  sameNiAs: (rowNumber: number) => `Same NI number as row ${rowNumber}`,
  sameEmailAs: (rowNumber: number) => `Same email as row ${rowNumber}`,
  existingNi: 'NI number matches an existing worker',
  existingEmail: 'Email matches an existing worker',
  /** An error for a client user: names no other worker or agency. */
  outsideAgency: 'NI number or email belongs to a worker outside your agency',
} as const;

export type DuplicateKeys = { rowIndex: number; rowNumber: number; niKey: string | null; emailKey: string | null };

/**
 * Rows whose NI number or e-mail equals an earlier row of the file: rowIndex -> reason (the NI
 * number is named first). The first occurrence is not a duplicate.
 */
export function inFileDuplicates(rows: Iterable<DuplicateKeys>): Map<number, string> {
  const firstByNi = new Map<string, number>();
  const firstByEmail = new Map<string, number>();
  const reasons = new Map<number, string>();
  for (const { rowIndex, rowNumber, niKey, emailKey } of rows) {
    const niRow = niKey === null ? undefined : firstByNi.get(niKey);
    const emailRow = emailKey === null ? undefined : firstByEmail.get(emailKey);
    if (niRow !== undefined) reasons.set(rowIndex, duplicateReasons.sameNiAs(niRow));
    else if (emailRow !== undefined) reasons.set(rowIndex, duplicateReasons.sameEmailAs(emailRow));
    if (niKey !== null && niRow === undefined) firstByNi.set(niKey, rowNumber);
    if (emailKey !== null && emailRow === undefined) firstByEmail.set(emailKey, rowNumber);
  }
  return reasons;
}
