import { Badge } from '@mantine/core';
import type { AgencyWorker } from '../../../../../shared/api/agencies.ts';
import type { AgencyAccessLog, EnhancedAgency } from '../../../../../shared/api/agency-enhanced.ts';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { formatDateTime, formatDay } from '../../../../lib/format-date.ts';
import { capitalise } from '../../lib/labels.ts';
import { formatPounds } from '../../../../../shared/domain/money.ts';

const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

const workerColumns: DataTableColumn<AgencyWorker>[] = [
  { id: 'first', header: 'First Name', cell: (w) => w.firstName },
  { id: 'last', header: 'Last Name', cell: (w) => w.lastName },
  { id: 'email', header: 'Email', cell: (w) => dash(w.email) },
  {
    id: 'status',
    header: 'Status',
    noWrap: true,
    cell: (w) => <Badge variant="light">{capitalise(w.status.replace('_', ' '))}</Badge>,
  },
  { id: 'ni', header: 'NI Number', noWrap: true, cell: (w) => dash(w.niNumber) },
  { id: 'start', header: 'Start Date', noWrap: true, cell: (w) => formatDay(w.startDate) },
];

/** The agency's workers (docs/domain.md, Agencies): first name, last name, email, status, NI number, start date. */
export function WorkersTable({ workers }: { workers: AgencyWorker[] }) {
  if (workers.length === 0) return <EmptyMessage>No workers linked to this agency</EmptyMessage>;
  return (
    <DataTable label="Agency workers" columns={workerColumns} rows={workers} rowKey={(w) => w.id} minWidth={720} />
  );
}

type PayrollRecord = EnhancedAgency['payrollRecords'][number];
const payrollColumns: DataTableColumn<PayrollRecord>[] = [
  { id: 'week', header: 'Week Ending', noWrap: true, cell: (p) => formatDay(p.weekEnding) },
  { id: 'worker', header: 'Worker ID', cell: (p) => p.workerId },
  { id: 'gross', header: 'Gross Pay', noWrap: true, cell: (p) => formatPounds(p.grossPay) },
  { id: 'hours', header: 'Hours Worked', cell: (p) => dash(p.hoursWorked) },
];

/** Payroll records of the agency's workers (docs/domain.md, Agencies). */
export function PayrollTable({ records }: { records: PayrollRecord[] }) {
  if (records.length === 0) return <EmptyMessage>No payroll records for this agency</EmptyMessage>;
  return (
    <DataTable label="Payroll records" columns={payrollColumns} rows={records} rowKey={(p) => p.id} minWidth={520} />
  );
}

const activityColumns: DataTableColumn<AgencyAccessLog>[] = [
  { id: 'user', header: 'User', cell: (a) => a.userName },
  { id: 'at', header: 'Accessed At', noWrap: true, cell: (a) => formatDateTime(a.accessedAt) },
  { id: 'ip', header: 'IP Address', noWrap: true, cell: (a) => dash(a.ipAddress) },
];

/** The latest 10 openings of the agency's detail (docs/domain.md, Agencies). */
export function ActivityTable({ logs }: { logs: AgencyAccessLog[] }) {
  if (logs.length === 0) return <EmptyMessage>No activity recorded yet</EmptyMessage>;
  return <DataTable label="Activity" columns={activityColumns} rows={logs} rowKey={(a) => a.id} minWidth={520} />;
}
