import { List, Text } from '@mantine/core';
import { auditChangeText } from '../../../../shared/domain/audit-change-text.ts';
import { auditFieldChanges } from '../../../../shared/domain/audit-trail.ts';

/**
 * What an entry changed, one line a field: its label with old → new where the value is kept, or
 * 'changed (value withheld)' for personal and free-text fields (src/shared/domain/audit-fields.ts).
 */
export function AuditChanges({ entityType, changes }: { entityType: string; changes: unknown }) {
  const list = auditFieldChanges(changes);
  if (list.length === 0)
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {list.map((change, i) => (
        <List.Item key={`${change.field}-${i}`}>{auditChangeText(entityType, change)}</List.Item>
      ))}
    </List>
  );
}
