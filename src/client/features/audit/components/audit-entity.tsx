import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { auditEntityPath, auditEntityTypeLabel } from '../../../../shared/domain/audit-trail.ts';

/** An entry's entity: its type and id, a link where the product has a screen for it. */
export function AuditEntity({ entityType, entityId }: { entityType: string; entityId: string | null }) {
  const text = `${auditEntityTypeLabel(entityType)}${entityId ? ` #${entityId}` : ''}`;
  const path = auditEntityPath(entityType, entityId);
  if (!path) return <Text size="sm">{text}</Text>;
  return (
    <Anchor component={Link} href={path} size="sm">
      {text}
    </Anchor>
  );
}
