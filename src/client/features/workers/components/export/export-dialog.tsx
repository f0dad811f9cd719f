import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { WorkerExportBody } from '../../../../../shared/api/workers.ts';
import type { WorkerTab } from '../../../../../shared/domain/worker-status.ts';
import { useExportWorkers } from '../../api/export-workers.ts';
import type { WorkerListParams } from '../../api/worker-keys.ts';

type Props = { opened: boolean; onClose: () => void; tab: WorkerTab; filters: WorkerListParams };

type ExportType = WorkerExportBody['exportType'];
type DataSource = WorkerExportBody['dataSource'];

const sources: { value: DataSource; label: string }[] = [
  { value: 'filtered', label: 'Current filtered list' },
  { value: 'authorised', label: 'All authorised' },
  { value: 'pending', label: 'All pending' },
];

/** Export Worker Data (docs/domain.md): Excel by default, or CSV. */
export function ExportDialog({ opened, onClose, tab, filters }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Export Worker Data" size="md">
      {opened && <ExportForm tab={tab} filters={filters} onDone={onClose} />}
    </Modal>
  );
}

function ExportForm({ tab, filters, onDone }: { tab: WorkerTab; filters: WorkerListParams; onDone: () => void }) {
  const exportWorkers = useExportWorkers();
  const [exportType, setExportType] = useState<ExportType>('excel');
  const [dataSource, setDataSource] = useState<DataSource>('filtered');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    // The whole filtered list, not just the page on screen: the server applies the same filters.
    const { page: _page, pageSize: _pageSize, sort: _sort, dir: _dir, ...listFilters } = filters;
    exportWorkers.mutate(
      { exportType, dataSource, ...(dataSource === 'filtered' ? { filters: { ...listFilters, tab } } : {}) },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Radio.Group label="Format" value={exportType} onChange={(value) => setExportType(value)}>
          <Stack gap="xs" mt="xs">
            <Radio value="excel" label="Excel (.xlsx)" />
            <Radio value="csv" label="CSV (.csv)" />
          </Stack>
        </Radio.Group>
        <Radio.Group label="Data source" value={dataSource} onChange={(value) => setDataSource(value)}>
          <Stack gap="xs" mt="xs">
            {sources.map((s) => (
              <Radio key={s.value} value={s.value} label={s.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed">
          The file holds personal and bank details: keep it on work systems only.
        </Text>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconDownload size={16} aria-hidden />} loading={exportWorkers.isPending}>
            Export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
