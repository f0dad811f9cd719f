import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { SaveStatus } from '../../hooks/use-field-save.ts';

/** Saving..., Saved (2 s) or Save failed (3 s); nothing while idle (docs/domain.md, Agencies). */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <Group gap={6} role="status" aria-live="polite" mih={24}>
      {status === 'saving' && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            Saving...
          </Text>
        </>
      )}
      {status === 'saved' && (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="teal.8">
            Saved
          </Text>
        </>
      )}
      {status === 'error' && (
        <>
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8">
            Save failed
          </Text>
        </>
      )}
    </Group>
  );
}
