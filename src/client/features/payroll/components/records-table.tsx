import { Stack } from '@mantine/core';
import type { PayrollRecord, PayrollRecordPage } from '../../../../shared/api/payroll.ts';
import { formatEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';
import { formatPounds } from '../../../../shared/domain/money.ts';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { payrollPageSizes } from '../lib/records-url.ts';

const money = (id: string, header: string, value: (r: PayrollRecord) => number): DataTableColumn<PayrollRecord> => ({
  id,
  header,
  alignRight: true,
  noWrap: true,
  cell: (r) => formatPounds(value(r)),
});

const columns: DataTableColumn<PayrollRecord>[] = [
  { id: 'payDate', header: 'Pay date', noWrap: true, cell: (r) => formatEnGbDate(r.payDate) },
  { id: 'weekEnding', header: 'Week ending', noWrap: true, cell: (r) => formatEnGbDate(r.weekEnding) },
  { id: 'worker', header: 'Worker', cell: (r) => r.workerName },
  { id: 'ni', header: 'NI number', noWrap: true, cell: (r) => r.niNumber },
  money('gross', 'Gross Pay', (r) => r.grossPay),
  money('tax', 'Tax', (r) => r.tax),
  money('niPaid', 'NI', (r) => r.ni),
  money('pension', 'Pension', (r) => r.pension),
  money('net', 'Net Pay', (r) => r.netPay),
];

type Props = {
  data: PayrollRecordPage | undefined;
  isPending: boolean;
  error: unknown;
  hasFilters: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** One page of payroll records (newest pay date first), money as £1,234.56 on the right. */
export function RecordsTable({ data, isPending, error, hasFilters, onPage, onPageSize }: Props) {
  return (
    <QueryState
      isPending={isPending}
      error={error}
      errorTitle="Could not load the payroll records"
      loadingLabel="Loading payroll records"
    >
      {data && data.items.length === 0 ? (
        <EmptyMessage>{hasFilters ? 'No payroll records match these filters' : 'No payroll records yet'}</EmptyMessage>
      ) : (
        data && (
          <Stack gap="sm">
            <DataTable
              label="Payroll records"
              columns={columns}
              rows={data.items}
              rowKey={(r) => r.id}
              rowLabel={(r) => `${r.workerName}, ${formatEnGbDate(r.payDate)}`}
            />
            <ListPager
              page={data.page}
              pageSizes={payrollPageSizes}
              noun="records"
              label="Payroll record pages"
              pageSize={data.pageSize}
              total={data.total}
              onPage={onPage}
              onPageSize={onPageSize}
            />
          </Stack>
        )
      )}
    </QueryState>
  );
}
