import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { palette } from '../lib/palette-store.ts';
import { modKeyLabel } from '../lib/shortcuts.ts';

/**
 * The header's search box (docs/domain.md, "Search and the command palette"): a button that looks
 * like a field, its shortcut shown, and opens the command palette. Below Mantine's xl breakpoint
 * (88em, 1408 px) the header's row has no room for it: the magnifier alone, as the bell beside it.
 */
export function SearchButton() {
  return (
    <>
      <Button
        visibleFrom="xl"
        variant="default"
        fw={400}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" aria-hidden>
            {`${modKeyLabel()} K`}
          </Kbd>
        }
        onClick={palette.open}
      >
        Search
      </Button>
      <Tooltip label="Search" openDelay={300}>
        <ActionIcon hiddenFrom="xl" variant="subtle" color="gray" size="lg" aria-label="Search" onClick={palette.open}>
          <IconSearch size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
