import { useState } from 'react';
import { Button, Group, NumberInput, Pagination, Select, Text } from '@mantine/core';

/** The page count of a list (at least one) and the positions of its first and last rows on `page`. */
export function pageSpan(page: number, pageSize: number, total: number) {
  return {
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(page * pageSize, total),
  };
}

type SummaryProps = {
  text: string;
  pageSize: number;
  /** The page sizes offered under 'Per page'; without them the size is fixed. */
  pageSizes?: readonly number[] | undefined;
  onPageSize?: ((pageSize: number) => void) | undefined;
};

/** 'Showing X to Y of Z <noun>' and the page size: the left side of every pager. */
export function PagerSummary({ text, pageSize, pageSizes, onPageSize }: SummaryProps) {
  return (
    <Group gap="sm" align="flex-end">
      <Text size="sm" c="dimmed" aria-live="polite">
        {text}
      </Text>
      {pageSizes && onPageSize && (
        <Select
          label="Per page"
          size="xs"
          w={90}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
        />
      )}
    </Group>
  );
}

type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, plural: 'Showing 1 to 20 of 35 tickets'. */
  noun: string;
  /** The pager's name for assistive technology ('Ticket pages'). */
  label: string;
  onPage: (page: number) => void;
  pageSizes?: readonly number[];
  onPageSize?: (pageSize: number) => void;
};

const showing = (first: number, last: number, total: number, noun: string) =>
  `Showing ${first} to ${last} of ${total} ${noun}`;
const controlNames = { first: 'First page', last: 'Last page', previous: 'Previous page', next: 'Next page' };

/** 'Showing X to Y of Z <noun>', the page size and Mantine's pager, for a list the server pages. */
export function ListPager({ page, pageSize, total, pageSizes, noun, label, onPage, onPageSize }: PagerProps) {
  const { totalPages, first, last } = pageSpan(page, pageSize, total);
  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <PagerSummary
        text={showing(first, last, total, noun)}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageSize={onPageSize}
      />
      {totalPages > 1 && (
        <Pagination
          component="nav"
          aria-label={label}
          total={totalPages}
          value={page}
          onChange={onPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
          getItemProps={(n) => ({ 'aria-current': n === page ? 'page' : undefined })}
        />
      )}
    </Group>
  );
}

/** Jump to page: a page number and Go (Enter too); a number out of range is ignored. */
function JumpToPage({ totalPages, onPage }: { totalPages: number; onPage: (page: number) => void }) {
  const [jump, setJump] = useState<string | number>('');
  const jumpTo = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= totalPages) onPage(target);
    setJump('');
  };
  return (
    <Group gap={4} align="flex-end">
      <NumberInput
        label="Jump to page"
        size="xs"
        w={110}
        min={1}
        max={totalPages}
        allowDecimal={false}
        allowNegative={false}
        value={jump}
        onChange={setJump}
        onKeyDown={(event) => {
          if (event.key === 'Enter') jumpTo();
        }}
      />
      <Button size="xs" variant="default" onClick={jumpTo}>
        Go
      </Button>
    </Group>
  );
}

type NumberedPagerProps = PagerProps & {
  /** Which page numbers to offer around the current page (a block of 5, a window of 5...). */
  pageNumbers: (page: number, totalPages: number) => number[];
  /** Offers Jump to page while there is more than one page. */
  withJump?: boolean;
};

/**
 * 'Showing X to Y of Z <noun>', the page size when sizes are offered, then Previous, the page
 * numbers `pageNumbers` picks, Next and, when asked, Jump to page (the worker and agency lists).
 */
export function NumberedPager(props: NumberedPagerProps) {
  const { page, pageSize, total, noun, label, onPage, pageSizes, onPageSize, pageNumbers, withJump = false } = props;
  const { totalPages, first, last } = pageSpan(page, pageSize, total);
  const hasControls = Boolean((pageSizes && onPageSize) || withJump);
  return (
    <Group justify="space-between" gap="sm" align={hasControls ? 'flex-end' : undefined}>
      <PagerSummary
        text={showing(first, last, total, noun)}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onPageSize={onPageSize}
      />
      {total > 0 && (
        <Group gap="sm" align="flex-end">
          <Group component="nav" aria-label={label} gap={4}>
            <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            {pageNumbers(page, totalPages).map((n) => (
              <Button
                key={n}
                size="xs"
                variant={n === page ? 'filled' : 'default'}
                aria-current={n === page ? 'page' : undefined}
                onClick={() => onPage(n)}
                miw={32}
                px={8}
              >
                {n}
              </Button>
            ))}
            <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
              Next
            </Button>
          </Group>
          {withJump && totalPages > 1 && <JumpToPage totalPages={totalPages} onPage={onPage} />}
        </Group>
      )}
    </Group>
  );
}
