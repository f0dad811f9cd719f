import { Select, Text } from '@mantine/core';
import type { LeadingRow } from '../../../../../shared/api/worker-import-answers.ts';

type Props = {
  headerRowNumber: number;
  leadingRows: LeadingRow[];
  disabled: boolean;
  onChoose: (rowNumber: number) => void;
};

const LABEL_LENGTH = 90;

/** 'Row 3: Forename *, Surname *, Address Line 1 *…': a leading row as an option reads it. */
function rowLabel(row: LeadingRow): string {
  const text = `Row ${row.rowNumber}: ${row.cells.filter((cell) => cell !== '').join(', ')}`;
  return text.length > LABEL_LENGTH ? `${text.slice(0, LABEL_LENGTH - 1)}…` : text;
}

/**
 * Which row holds the column names (docs/domain.md "Bulk worker import": the header row). The server
 * finds it, passing over a title line or blank lines; when it guessed wrong, another of the file's
 * first filled rows can be chosen and the file is read again from it.
 */
export function HeaderRowSelect({ headerRowNumber, leadingRows, disabled, onChoose }: Props) {
  if (leadingRows.length < 2) return null;
  // Every row above the header, blank ones included (they are not in leadingRows).
  const skipped = headerRowNumber - 1;
  return (
    <div>
      <Select
        label="Header row"
        description="The row of the file that holds the column names"
        data={leadingRows.map((row) => ({ value: String(row.rowNumber), label: rowLabel(row) }))}
        value={String(headerRowNumber)}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => value && Number(value) !== headerRowNumber && onChoose(Number(value))}
        maw={720}
      />
      {skipped > 0 && (
        <Text size="sm" mt={4}>
          The column names were found on row {headerRowNumber}: the {skipped === 1 ? 'row' : `${skipped} rows`} above it{' '}
          {skipped === 1 ? 'is' : 'are'} not imported.
        </Text>
      )}
    </div>
  );
}
