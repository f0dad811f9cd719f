import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { notSavedText, type SaveStatus } from '../../hooks/use-autosave.ts';

/**
 * Saving..., Saved (2 s) or Save failed (3 s); nothing while idle (docs/domain.md). An edit its
 * validator held back says 'Not saved: <its message>' until the next save.
 */
export function SaveIndicator({ status, refusal }: { status: SaveStatus; refusal?: string | null }) {
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
      {status === 'refused' && refusal && (
        <>
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8">
            {notSavedText(refusal)}
          </Text>
        </>
      )}
    </Group>
  );
}
