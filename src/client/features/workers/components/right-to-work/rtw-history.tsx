import { Anchor, Stack, Table, Text } from '@mantine/core';
import { rtwCheckPaths, type RtwCheck } from '../../../../../shared/api/rtw-checks.ts';
import { rtwMethodLabel, rtwOutcomeLabels } from '../../../../../shared/domain/right-to-work.ts';
import { formatDay, MISSING } from '../../../../lib/format-date.ts';
import { followUpText } from './rtw-labels.ts';

/** Each evidence file as a link to its own address, named as it was uploaded. */
function EvidenceLinks({ check }: { check: RtwCheck }) {
  if (check.evidence.length === 0) return <>{MISSING}</>;
  return (
    <Stack gap={2}>
      {check.evidence.map((file) => (
        <Anchor
          key={file.id}
          size="sm"
          href={rtwCheckPaths.evidence.build({ id: check.workerId, checkId: check.id, evidenceId: file.id })}
          target="_blank"
          rel="noopener"
          style={{ wordBreak: 'break-word' }}
        >
          {file.originalFileName}
        </Anchor>
      ))}
    </Stack>
  );
}

/** A worker's right-to-work checks, the latest first as the server lists them (docs/domain.md, "Right-to-work checks"). */
export function RtwHistory({ checks }: { checks: readonly RtwCheck[] }) {
  if (checks.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No checks recorded yet
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Right-to-work checks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Check date</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Follow-up date</Table.Th>
            <Table.Th>Checked by</Table.Th>
            <Table.Th>Restrictions</Table.Th>
            <Table.Th>Evidence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((check) => (
            <Table.Tr key={check.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(check.checkDate)}</Table.Td>
              <Table.Td>{rtwMethodLabel(check.method)}</Table.Td>
              <Table.Td>{rtwOutcomeLabels[check.outcome]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{followUpText(check) ?? MISSING}</Table.Td>
              <Table.Td>{check.checkedByName ?? MISSING}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{check.restrictions ?? MISSING}</Table.Td>
              <Table.Td>
                <EvidenceLinks check={check} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
