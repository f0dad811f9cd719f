import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { countOf, matchingOf, type BulkEntity } from '../../shared/domain/bulk-actions.ts';
import type { RowSelection } from '../lib/use-row-selection.ts';

type Props = {
  entity: BulkEntity;
  selection: RowSelection;
  /** The ids of the rows on this page. */
  pageIds: readonly number[];
  /** How many rows the list's filter matches, across its pages. */
  total: number;
  /** The action buttons, shown once something is chosen. */
  children: ReactNode;
};

/**
 * The bar over a list that chooses rows for a bulk action (docs/domain.md, "Bulk actions"): this
 * page's rows, then, once they are all ticked, every match of the filter across pages; how many
 * are chosen; and the actions.
 */
export function BulkActionBar({ entity, selection, pageIds, total, children }: Props) {
  const chosenOnPage = pageIds.filter((id) => selection.isChosen(id)).length;
  const isPageChosen = pageIds.length > 0 && chosenOnPage === pageIds.length;
  const count = selection.count(total);
  return (
    <Paper withBorder p="xs" radius="md" aria-label="Bulk actions" component="section">
      <Group gap="sm" wrap="wrap">
        <Checkbox
          label="Select all on this page"
          checked={isPageChosen}
          indeterminate={chosenOnPage > 0 && !isPageChosen}
          onChange={(event) => selection.setPage(pageIds, event.currentTarget.checked)}
        />
        {count > 0 && (
          <Text size="sm" fw={600} role="status">
            {selection.isAllMatching
              ? `All ${matchingOf(total, entity)} selected`
              : `${countOf(count, entity)} selected`}
          </Text>
        )}
        {isPageChosen && !selection.isAllMatching && total > pageIds.length && (
          <Button variant="subtle" size="xs" onClick={selection.chooseAllMatching}>
            {`Select all ${matchingOf(total, entity)}`}
          </Button>
        )}
        {count > 0 && (
          <>
            <Button variant="subtle" size="xs" color="gray" onClick={selection.clear}>
              Clear selection
            </Button>
            <Group gap="xs" ml="auto" wrap="wrap">
              {children}
            </Group>
          </>
        )}
      </Group>
    </Paper>
  );
}
