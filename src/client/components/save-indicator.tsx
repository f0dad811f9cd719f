import { Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { SaveStatus } from '../lib/use-save-status.ts';

/** The indicator's text for a refused edit (issue 9, item 12): the field's own message. */
export const notSavedText = (message: string) => `Not saved: ${message}`;

function Shown({ tone, children }: { tone: 'saving' | 'saved' | 'failed'; children: string }) {
  return (
    <>
      {tone === 'saving' && <Loader size={14} aria-hidden />}
      {tone === 'saved' && <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />}
      {tone === 'failed' && <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />}
      <Text size="sm" c={tone === 'saving' ? 'dimmed' : tone === 'saved' ? 'teal.8' : 'red.8'}>
        {children}
      </Text>
    </>
  );
}

/**
 * The in-place editing's save indicator (the worker card, the agency profile panel; docs/domain.md):
 * Saving..., Saved (2 s) or Save failed (3 s); nothing while idle. An edit its validator held back
 * says 'Not saved: <its message>' until the next save.
 */
export function SaveIndicator({ status, refusal }: { status: SaveStatus; refusal?: string | null }) {
  return (
    <Group gap={6} role="status" aria-live="polite" mih={24}>
      {status === 'saving' && <Shown tone="saving">Saving...</Shown>}
      {status === 'saved' && <Shown tone="saved">Saved</Shown>}
      {status === 'error' && <Shown tone="failed">Save failed</Shown>}
      {status === 'refused' && refusal && <Shown tone="failed">{notSavedText(refusal)}</Shown>}
    </Group>
  );
}
