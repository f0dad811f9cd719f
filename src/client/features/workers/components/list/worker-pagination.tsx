import { Button, Group, Text } from '@mantine/core';
import { pageWindow } from '../../lib/page-window.ts';

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** 'Showing X to Y of Z workers', Previous, up to 5 page numbers, Next (docs/domain.md). */
export function WorkerPagination({ page, pageSize, total, onPage }: Props) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        Showing {first} to {last} of {total} workers
      </Text>
      {total > 0 && (
        <Group component="nav" aria-label="Pages" gap={4}>
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          {pageWindow(page, totalPages).map((n) => (
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
      )}
    </Group>
  );
}
