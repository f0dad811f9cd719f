import { IMPORT_MAX_BYTES, importMessages } from '../../../../shared/api/worker-import.ts';

/** What the file picker offers: the two types docs/domain.md accepts. */
export const acceptedFileTypes = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

/**
 * The browser's first look at a chosen or dropped file (the server reads its content too): only
 * .csv and .xlsx (docs/domain.md), at most 50 MB. Answers the message to show, or null.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return importMessages.invalidFileType;
  if (file.size > IMPORT_MAX_BYTES) return 'File too large - The file must be 50 MB or smaller';
  if (file.size === 0) return 'Empty file - The file has no rows. Please choose another file.';
  return null;
}
