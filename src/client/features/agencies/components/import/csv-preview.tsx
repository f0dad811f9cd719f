import { Table, Text } from '@mantine/core';
import { mapAgencyCsvHeaders } from '../../../../../shared/domain/agency-csv.ts';
import type { ParsedCsv } from '../../lib/parse-agency-csv.ts';

const PREVIEW_ROWS = 5;

/** The first rows of the file, each column headed by its header and the field it fills (or 'not imported'). */
export function CsvPreview({ csv }: { csv: ParsedCsv }) {
  const mapping = mapAgencyCsvHeaders(csv.headers);
  return (
    <>
      <Text size="sm">
        {csv.rows.length} {csv.rows.length === 1 ? 'row' : 'rows'} read. The first{' '}
        {Math.min(PREVIEW_ROWS, csv.rows.length)}:
      </Text>
      <Table.ScrollContainer minWidth={600} type="native">
        <Table striped withTableBorder verticalSpacing="xs" aria-label="CSV preview">
          <Table.Thead>
            <Table.Tr>
              {csv.headers.map((header) => (
                <Table.Th key={header} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {header}
                  <Text size="xs" c="dimmed" fw={400}>
                    {mapping[header] ?? 'not imported'}
                  </Text>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {csv.rows.slice(0, PREVIEW_ROWS).map((row, index) => (
              <Table.Tr key={index}>
                {csv.headers.map((header) => (
                  <Table.Td key={header}>{row[header]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
