import { Anchor, Text } from '@mantine/core';
import { Link } from 'wouter';
import { auditEntityPath, auditEntityTypeLabel } from '../../../../shared/domain/audit-trail.ts';

type Props = { entityType: string; entityId: string | null; entityName: string | null };

/**
 * An entry's entity: its name as it is now (read with the page, never stored in the trail) under
 * its type, or the type and id where it has no name or is gone; a link where the product has a
 * screen for it.
 */
export function AuditEntity({ entityType, entityId, entityName }: Props) {
  const type = auditEntityTypeLabel(entityType);
  const name = entityName ?? (entityId ? `${type} #${entityId}` : type);
  const path = auditEntityPath(entityType, entityId);
  return (
    <div>
      {path ? (
        <Anchor component={Link} href={path} size="sm">
          {name}
        </Anchor>
      ) : (
        <Text size="sm">{name}</Text>
      )}
      {entityName && (
        <Text size="xs" c="dimmed">
          {type}
        </Text>
      )}
    </div>
  );
}
