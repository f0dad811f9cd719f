import { Fragment, type Key, type ReactNode } from 'react';
import { Group, Table, UnstyledButton, type MantineSpacing } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import classes from './data-table.module.css';

export type SortDir = 'asc' | 'desc';
export type TableSort<K extends string> = { key: K; dir: SortDir };

export type DataTableColumn<T, K extends string = string> = {
  /** Unique within the table. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sort this column's header asks for; without it the header is plain text. */
  sortKey?: K;
  /** Keeps short values on one line (dates, codes, badges). */
  noWrap?: boolean;
  /** Figures (money, counts) line up on the right, header included. */
  alignRight?: boolean;
  /**
   * The row's buttons or links: on a phone this column follows the first one, so they are in reach
   * without a sideways scroll (docs/domain.md "Wide screens and phones").
   */
  rowActions?: boolean;
};

/** On a phone the row-action columns move next to the first column; elsewhere the order is as given. */
export function phoneColumnOrder<C extends { rowActions?: boolean }>(columns: C[]): C[] {
  const [first, ...rest] = columns;
  if (!first) return columns;
  return [first, ...rest.filter((c) => c.rowActions), ...rest.filter((c) => !c.rowActions)];
}

type Props<T, K extends string> = {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<T, K>[];
  rows: T[];
  rowKey: (row: T) => Key;
  /** Accessible name of each row, read before its cells (e.g. the person's name). */
  rowLabel?: (row: T) => string;
  sort?: TableSort<K>;
  onSort?: (sort: TableSort<K>) => void;
  /** A full-width row under a row (e.g. its expanded profile), or null. */
  expanded?: (row: T) => ReactNode;
  /** Below this width the table scrolls sideways inside its frame instead of squeezing columns. */
  minWidth?: number;
  /** Space above and below each cell's content: a smaller one makes a denser grid (the import's review). */
  verticalSpacing?: MantineSpacing;
};

const cellStyle = ({ noWrap, alignRight }: { noWrap?: boolean; alignRight?: boolean }) =>
  noWrap || alignRight
    ? { whiteSpace: noWrap ? ('nowrap' as const) : undefined, textAlign: alignRight ? ('right' as const) : undefined }
    : undefined;

/**
 * The dense list of the app (issue 9): a Mantine table in a sideways-scrolling frame, with
 * sortable headers. A sortable header is a button (Enter or Space sorts by it; again reverses)
 * and its cell carries aria-sort, so a screen reader says which column orders the rows. Row actions
 * are ordinary buttons in cells, so Tab reaches them in reading order. The server sorts and pages:
 * the table only shows what it is given and reports the sort asked for. Used by the workers list;
 * agencies, tickets and payroll records are meant to use the same one.
 */
// Stays long: the app's one table, whose header, rows and optional full-width row share the same column loop.
export function DataTable<T, K extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel,
  sort,
  onSort,
  expanded,
  minWidth = 900,
  verticalSpacing = 'xs',
}: Props<T, K>) {
  const isPhone = useMediaQuery('(max-width: 48em)') === true;
  const shown = isPhone ? phoneColumnOrder(columns) : columns;
  const header = (column: DataTableColumn<T, K>) => {
    const { sortKey } = column;
    if (!sortKey || !onSort) return column.header;
    const isSorted = sort?.key === sortKey;
    const Icon = !isSorted ? IconArrowsSort : sort.dir === 'asc' ? IconChevronUp : IconChevronDown;
    return (
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort({ key: sortKey, dir: isSorted && sort.dir === 'asc' ? 'desc' : 'asc' })}
      >
        <Group gap={4} wrap="nowrap" component="span">
          {column.header}
          <Icon size={14} aria-hidden opacity={isSorted ? 1 : 0.4} />
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped highlightOnHover verticalSpacing={verticalSpacing} aria-label={label} stickyHeader>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th
                key={column.id}
                scope="col"
                aria-sort={
                  column.sortKey && sort?.key === column.sortKey
                    ? sort.dir === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
                // A sortable header keeps to one line; a plain one may wrap between words (a narrow column).
                style={{
                  whiteSpace: column.sortKey ? 'nowrap' : undefined,
                  textAlign: column.alignRight ? 'right' : undefined,
                }}
              >
                {header(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const more = expanded?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Tr aria-label={rowLabel?.(row)}>
                  {shown.map((column) => (
                    <Table.Td key={column.id} style={cellStyle(column)}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {more && (
                  <Table.Tr>
                    <Table.Td colSpan={shown.length}>{more}</Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
