import { useId, type ReactNode } from 'react';
import { Button, Collapse, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';

/** The Filters button's text: the count of filters in use, when any (docs/domain.md "Wide screens and phones"). */
export const filtersLabel = (activeCount: number) => (activeCount > 0 ? `Filters (${activeCount})` : 'Filters');

/**
 * A list's filters on a phone: folded behind one Filters button that counts the filters in use,
 * so the list itself is on the first screen. On wider screens the filters show as they are.
 */
export function FiltersFold({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const isPhone = useMediaQuery('(max-width: 48em)') === true;
  const [opened, { toggle }] = useDisclosure(false);
  const id = useId();
  if (!isPhone) return children;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden />}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
        aria-expanded={opened}
        aria-controls={id}
        onClick={toggle}
      >
        {filtersLabel(activeCount)}
      </Button>
      <Collapse expanded={opened} id={id} w="100%">
        <Stack gap="sm">{children}</Stack>
      </Collapse>
    </>
  );
}
