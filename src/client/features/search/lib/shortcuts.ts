import { appScreens } from '../../../../shared/domain/app-screens.ts';
import { isAllowed, permittedTabs, type MainTab } from '../../../../shared/domain/permissions.ts';

/**
 * The keyboard shortcuts (docs/domain.md, "Keyboard shortcuts"): what each does and how the `?`
 * sheet lists it. Letters pressed one after the other (g then w) go to a tab or open a dialog, as
 * in many web apps; Alt and a digit would clash with the browser's own tab keys on Linux and Windows.
 */
export type ShortcutCommand =
  { kind: 'open-search' } | { kind: 'show-shortcuts' } | { kind: 'go'; url: string } | { kind: 'list'; step: 1 | -1 };

export const shortcutGroups = ['Anywhere', 'Go to', 'Create', 'Lists', 'In the search'] as const;
export type ShortcutGroup = (typeof shortcutGroups)[number];

export type Shortcut = {
  /** Keys pressed one after the other; 'mod+k' is Ctrl (Cmd on a Mac) held with K. */
  keys: readonly string[];
  label: string;
  group: ShortcutGroup;
  /** Absent for the search's own keys, which the sheet only lists. */
  command?: ShortcutCommand;
};

/** The second key after g of each main tab. */
const tabKeys: Partial<Record<MainTab, string>> = {
  dashboard: 'd',
  workers: 'w',
  'bulk-upload': 'b',
  agencies: 'a',
  tickets: 't',
  payroll: 'p',
  reports: 'r',
  admin: 'c',
};

/** The second key after n of each action. */
const createKeys: Record<string, string> = { 'new-worker': 'w', 'new-ticket': 't' };

/** The shortcuts a role has: the tabs and actions it may open, and the rest. */
export function shortcutsFor(role: string): Shortcut[] {
  const goTo: Shortcut[] = permittedTabs(role).flatMap((tab) => {
    const key = tabKeys[tab.value];
    return key
      ? [
          {
            keys: ['g', key],
            label: `Go to ${tab.label}`,
            group: 'Go to' as const,
            command: { kind: 'go' as const, url: `/?tab=${tab.value}` },
          },
        ]
      : [];
  });
  const create: Shortcut[] = appScreens
    .filter((screen) => createKeys[screen.key] && screen.access !== 'signed-in' && isAllowed(role, screen.access))
    .map((screen) => ({
      keys: ['n', createKeys[screen.key]!],
      label: screen.label,
      group: 'Create',
      command: { kind: 'go', url: screen.url },
    }));
  return [
    { keys: ['mod+k'], label: 'Open search', group: 'Anywhere', command: { kind: 'open-search' } },
    { keys: ['/'], label: 'Open search', group: 'Anywhere', command: { kind: 'open-search' } },
    { keys: ['?'], label: 'Show keyboard shortcuts', group: 'Anywhere', command: { kind: 'show-shortcuts' } },
    ...goTo,
    ...create,
    { keys: ['j'], label: 'Next item in the list', group: 'Lists', command: { kind: 'list', step: 1 } },
    { keys: ['k'], label: 'Previous item in the list', group: 'Lists', command: { kind: 'list', step: -1 } },
    { keys: ['↑', '↓'], label: 'Move through the results', group: 'In the search' },
    { keys: ['Enter'], label: 'Open the result', group: 'In the search' },
    { keys: ['Esc'], label: 'Close the search', group: 'In the search' },
  ];
}

/** Cmd on a Mac, Ctrl elsewhere: the key `mod` stands for. */
export const modKeyLabel = () => (/Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : 'Ctrl');

/** How long the second key of a pair may wait after the first. */
export const SEQUENCE_MS = 1500;

/**
 * One key pressed (outside a field): the command it completes, and the first key of a pair now
 * waiting for its second. A key that completes nothing starts afresh.
 */
export function resolveKey(
  shortcuts: readonly Shortcut[],
  waiting: string | null,
  key: string,
): { command: ShortcutCommand | undefined; waiting: string | null } {
  if (waiting !== null) {
    const pair = shortcuts.find((s) => s.keys.length === 2 && s.keys[0] === waiting && s.keys[1] === key);
    if (pair?.command) return { command: pair.command, waiting: null };
  }
  if (shortcuts.some((s) => s.command && s.keys.length === 2 && s.keys[0] === key))
    return { command: undefined, waiting: key };
  const single = shortcuts.find((s) => s.keys.length === 1 && s.keys[0] === key);
  return { command: single?.command, waiting: null };
}

/** The keys the page listens to: each key of every command's shortcut, 'mod+k' aside. */
export const listenedKeys = (shortcuts: readonly Shortcut[]) => [
  ...new Set(shortcuts.filter((s) => s.command).flatMap((s) => s.keys.filter((key) => key !== 'mod+k'))),
];
