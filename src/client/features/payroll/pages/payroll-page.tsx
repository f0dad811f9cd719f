import { useCallback, useRef, useState } from 'react';
import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { usePayrollRecordPage } from '../api/get-payroll-records.ts';
import { PayrollSummaryCards } from '../components/payroll-summary-cards.tsx';
import { RecentUploads } from '../components/recent-uploads.tsx';
import { RecordsFilters } from '../components/records-filters.tsx';
import { RecordsTable } from '../components/records-table.tsx';
import { UploadPayrollDialog } from '../components/upload-payroll-dialog.tsx';
import {
  activeFilterCount,
  clearedPayrollFilters,
  payrollRecordParams,
  payrollRecordsUrlPatch,
  readPayrollRecordsUrl,
  type PayrollRecordsState,
} from '../lib/records-url.ts';
import { useSearchBox } from '../../../lib/use-search-box.ts';
import { useCreateAction } from '../../../lib/use-create-action.ts';

/**
 * Payroll Management (docs/domain.md; `/?tab=payroll` and `/payroll`, permission payroll): the
 * four summary cards, Upload Weekly Payroll, the latest 5 uploads and the paged records table,
 * whose filters, search, page and size live in the address.
 */
export default function PayrollPage() {
  const [params, setParams] = useUrlState();
  const state = readPayrollRecordsUrl(params);
  const change = (patch: Partial<PayrollRecordsState>, push = false) =>
    setParams(payrollRecordsUrlPatch(patch), { push });
  const [isUploading, setIsUploading] = useState(false);
  // ?create=payroll-upload (the palette's Upload payroll) opens Upload Weekly Payroll.
  useCreateAction(
    'payroll-upload',
    useCallback(() => setIsUploading(true), []),
  );
  const tableTop = useRef<HTMLDivElement>(null);

  const searchBox = useSearchBox(state.q, (q) => change({ q, page: 1 }));

  const records = usePayrollRecordPage(payrollRecordParams(state));
  const goToPage = (page: number) => {
    change({ page }, true);
    tableTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          Payroll Management
        </Title>
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setIsUploading(true)}>
          Upload Weekly Payroll
        </Button>
      </Group>
      <PayrollSummaryCards />
      <RecentUploads />
      <Stack gap="sm" component="section" aria-labelledby="payroll-records-title">
        <Box ref={tableTop} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}>
          <Title order={2} fz="h4" id="payroll-records-title">
            Payroll Records
          </Title>
        </Box>
        <RecordsFilters
          search={searchBox.search}
          state={state}
          onSearch={searchBox.type}
          onChange={(patch) => change(patch)}
          onClear={() => {
            searchBox.clear();
            change(clearedPayrollFilters);
          }}
        />
        <RecordsTable
          data={records.data}
          isPending={records.isPending}
          error={records.error}
          hasFilters={activeFilterCount(state) > 0}
          onPage={goToPage}
          onPageSize={(pageSize) => change({ pageSize, page: 1 })}
        />
      </Stack>
      <UploadPayrollDialog opened={isUploading} onClose={() => setIsUploading(false)} />
    </Stack>
  );
}
