import { useState } from 'react';
import { Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { agencyPageSizes } from '../../lib/list-url.ts';
import { pageBlock, pageCount } from '../../lib/page-blocks.ts';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Without it the size is fixed (the admin panel's lists: 10 a page). */
  onPageSize?: (pageSize: number) => void;
  /** Names the pager's navigation landmark, so two lists on one screen tell theirs apart. */
  label?: string;
};

/**
 * 'Showing X to Y of Z agencies', the page size (5 to 200), Previous, the block of up to 5 page
 * numbers holding the current page, Next, and Jump to page (docs/domain.md, Agencies).
 */
export function AgencyPager({ page, pageSize, total, onPage, onPageSize, label = 'Pages' }: Props) {
  const totalPages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const [jump, setJump] = useState<string | number>('');
  const jumpTo = () => {
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= totalPages) onPage(target);
    setJump('');
  };

  return (
    <Group justify="space-between" gap="sm" align="flex-end">
      <Group gap="sm" align="flex-end">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {first} to {last} of {total} agencies
        </Text>
        {onPageSize && (
          <Select
            label="Per page"
            size="xs"
            w={90}
            data={agencyPageSizes.map(String)}
            value={String(pageSize)}
            onChange={(value) => value && onPageSize(Number(value))}
            allowDeselect={false}
          />
        )}
      </Group>
      {total > 0 && (
        <Group gap="sm" align="flex-end">
          <Group component="nav" aria-label={label} gap={4}>
            <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              Previous
            </Button>
            {pageBlock(page, totalPages).map((n) => (
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
          {totalPages > 1 && (
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
          )}
        </Group>
      )}
    </Group>
  );
}
