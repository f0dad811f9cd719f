import { lazy, Suspense } from 'react';
import { Alert, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { todayInLondon } from '../../../../shared/domain/en-gb-dates.ts';
import { periodOf, type PeriodKind } from '../../../../shared/domain/payroll-periods.ts';
import { messageOf } from '../../../lib/errors.ts';
import { REPORTS_FAILED, useDashboardReport } from '../api/get-dashboard-report.ts';
import type { DashboardUrlState } from '../lib/dashboard-url.ts';
import {
  currentPeriodDate,
  isCurrentPeriod,
  noPayrollYetNotice,
  periodLabel,
  shownPeriod,
  stepPeriod,
  switchPeriodKind,
} from '../lib/report-period-nav.ts';
import { ReportCards } from './report-cards.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportFormulasHelp } from './report-formulas-help.tsx';
import { ReportPeriodBar } from './report-period-bar.tsx';

const ReportCharts = lazy(() => import('./report-charts.tsx'));

type Props = {
  state: DashboardUrlState;
  onChange: (patch: Partial<DashboardUrlState>, push?: boolean) => void;
};

/**
 * Payroll Reports (docs/domain.md): the week or month shown, its filters, the figures and the
 * charts of the 12 periods up to it. Without a date in the address it opens on the latest period
 * that has payroll and says so when that is not the current one (docs/domain.md "Which week a
 * screen opens on"). The period and filters live in the address; Previous, Next and the toggle
 * add a history entry, so Back steps back.
 */
export function PayrollReports({ state, onChange }: Props) {
  const today = todayInLondon();
  const { period: kind, date } = state;
  const filters = { agency: state.agencyId ?? undefined, payrollCompany: state.payrollCompanyId ?? undefined };
  const asked = date ? periodOf(kind, date) : null;
  const report = useDashboardReport(
    asked ? { from: asked.from, to: asked.to, period: kind, ...filters } : { period: kind, latest: true, ...filters },
  );
  // keepPreviousData: while the next period loads the last one's figures stay, marked as loading.
  const isShowingOther = report.isPlaceholderData;
  const opened = !asked && report.data && !isShowingOther ? { from: report.data.from, to: report.data.to } : null;
  const period = shownPeriod(kind, date, opened, today);
  const isCurrent = isCurrentPeriod(kind, period, today);

  return (
    <Stack gap="md">
      <ReportPeriodBar
        kind={kind}
        label={periodLabel(kind, period)}
        isCurrent={isCurrent}
        onKind={(next: PeriodKind) => onChange({ period: next, date: switchPeriodKind(next, date, today) }, true)}
        onStep={(steps) => onChange({ date: stepPeriod(kind, period, steps) }, true)}
        onReturn={() => onChange({ date: currentPeriodDate(kind, today) }, true)}
      />
      {opened && !isCurrent && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{noPayrollYetNotice(kind, today)}</Text>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <ReportFilters
          agencyId={state.agencyId}
          payrollCompanyId={state.payrollCompanyId}
          onChange={(patch) => onChange(patch)}
        />
        <ReportFormulasHelp />
      </Group>
      {report.error && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />} title={REPORTS_FAILED}>
          <Text size="sm">{messageOf(report.error, 'Please try again later.')}</Text>
        </Alert>
      )}
      <div aria-busy={isShowingOther || report.isPending} style={{ opacity: isShowingOther ? 0.6 : 1 }}>
        <ReportCards report={report.data} period={period} isLoading={report.isPending} />
      </div>
      {report.data && (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader size="sm" role="status" aria-label="Loading charts" />
            </Center>
          }
        >
          <ReportCharts kind={kind} report={report.data} />
        </Suspense>
      )}
    </Stack>
  );
}
