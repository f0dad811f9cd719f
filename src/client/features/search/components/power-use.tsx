import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useDisclosure } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { useLocation } from 'wouter';
import { useShortcuts } from '../hooks/use-shortcuts.ts';
import { moveInList } from '../lib/list-navigation.ts';
import { palette, paletteStore } from '../lib/palette-store.ts';
import { shortcutsFor, type ShortcutCommand } from '../lib/shortcuts.ts';
import { ShortcutsSheet } from './shortcuts-sheet.tsx';

const CommandPalette = lazy(() => import('./command-palette.tsx'));
/** Where the browser has no idle callback, the palette loads this long after the page. */
const IDLE_FALLBACK_MS = 1000;

/**
 * The command palette and the keyboard shortcuts of every signed-in screen (docs/domain.md,
 * "Search and the command palette", "Keyboard shortcuts"). The palette's code is a chunk of its own,
 * loaded when the page is first idle or when the palette is opened, whichever comes first.
 */
export function PowerUse({ role }: { role: string }) {
  const [, navigate] = useLocation();
  const shortcuts = useMemo(() => shortcutsFor(role), [role]);
  const [isSheetOpen, sheet] = useDisclosure(false);
  const { opened } = useSpotlight(paletteStore);
  const [isPaletteLoaded, setPaletteLoaded] = useState(false);
  if (opened && !isPaletteLoaded) setPaletteLoaded(true);
  // Loaded (closed) once the page is idle, so the first Ctrl+K shows it at once and no key is lost.
  useEffect(() => {
    const load = () => setPaletteLoaded(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, IDLE_FALLBACK_MS);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(idle);
  }, []);

  useShortcuts(shortcuts, (command: ShortcutCommand) => {
    switch (command.kind) {
      case 'open-search':
        return palette.open();
      case 'show-shortcuts':
        return sheet.open();
      case 'go':
        return navigate(command.url);
      case 'list':
        moveInList(document.querySelector('main') ?? document.body, command.step);
    }
  });

  return (
    <>
      {isPaletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
      <ShortcutsSheet opened={isSheetOpen} onClose={sheet.close} shortcuts={shortcuts} />
    </>
  );
}
