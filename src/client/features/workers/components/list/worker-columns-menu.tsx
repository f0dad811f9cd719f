import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { workerTableColumns } from '../../../../../shared/domain/saved-views.ts';

type Props = { shown: readonly string[]; onChange: (shown: string[]) => void };

/**
 * Columns: which of the table's columns show (Name and Actions always do). Kept in the address as
 * `cols`, so a saved view keeps them (docs/domain.md, "Saved views"). At least one stays ticked.
 */
export function WorkerColumnsMenu({ shown, onChange }: Props) {
  return (
    <Popover position="bottom-end" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {`Columns (${shown.length})`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Checkbox.Group
          label="Shown columns"
          value={[...shown]}
          onChange={(next) => {
            if (next.length > 0) onChange(next);
          }}
        >
          <Stack gap={6} mt="xs">
            {workerTableColumns.map((column) => (
              <Checkbox key={column.id} value={column.id} label={column.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
