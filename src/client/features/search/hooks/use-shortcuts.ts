import { useRef } from 'react';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { listenedKeys, resolveKey, SEQUENCE_MS, type Shortcut, type ShortcutCommand } from '../lib/shortcuts.ts';

/** Keys that some layouts type with Shift: listened to both ways. */
const withShift: Record<string, string> = { '?': 'shift+?', '/': 'shift+/' };

/** An open dialog (a Mantine modal or drawer) keeps its keys to itself. */
const isDialogOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * The page's keyboard shortcuts (docs/domain.md, "Keyboard shortcuts"), through Mantine's
 * useHotkeys: none fires while typing in an input, a textarea, a select or editable text, nor while
 * a dialog is open; Ctrl+K (Cmd+K) opens the search from anywhere, a field included.
 */
export function useShortcuts(shortcuts: readonly Shortcut[], onCommand: (command: ShortcutCommand) => void) {
  const waiting = useRef<{ key: string; at: number } | null>(null);

  const press = (key: string, event: KeyboardEvent) => {
    if (isDialogOpen()) return;
    const held = waiting.current && Date.now() - waiting.current.at <= SEQUENCE_MS ? waiting.current.key : null;
    const next = resolveKey(shortcuts, held, key);
    waiting.current = next.waiting === null ? null : { key: next.waiting, at: Date.now() };
    if (!next.command) return;
    event.preventDefault();
    onCommand(next.command);
  };

  const items: HotkeyItem[] = listenedKeys(shortcuts).flatMap((key) =>
    [key, ...(withShift[key] ? [withShift[key]] : [])].map((hotkey): HotkeyItem => [
      hotkey,
      (event) => press(key, event),
      { preventDefault: false },
    ]),
  );
  useHotkeys(items, ['INPUT', 'TEXTAREA', 'SELECT'], false);
  useHotkeys([['mod+k', () => onCommand({ kind: 'open-search' })]], [], true);
}
