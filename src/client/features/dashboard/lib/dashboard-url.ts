import { isIsoDate } from '../../../../shared/domain/en-gb-dates.ts';
import type { PeriodKind } from '../../../../shared/domain/payroll-periods.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';

export const dashboardTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'reports', label: 'Payroll Reports' },
] as const;
export type DashboardTab = (typeof dashboardTabs)[number]['value'];

/**
 * The Dashboard as its address holds it (docs/domain.md "Dashboard screen"): the tab, the period
 * kind and the first day of the period shown (null: the current one), the two filters, and the
 * worker whose document manager is open.
 */
export type DashboardUrlState = {
  tab: DashboardTab;
  period: PeriodKind;
  date: string | null;
  agencyId: number | null;
  payrollCompanyId: number | null;
  documentsOf: number | null;
};

/** Query parameter names, beside the home route's own `tab`. */
const names = {
  tab: 'dashtab',
  period: 'period',
  date: 'date',
  agencyId: 'agency',
  payrollCompanyId: 'company',
  documentsOf: 'documents',
} as const;

const defaults: Pick<DashboardUrlState, 'tab' | 'period'> = { tab: 'overview', period: 'week' };

const id = (text: string | null) =>
  text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2147483647 ? Number(text) : null;

/** Reads the address; anything unknown falls back to its default, so an edited link still opens the screen. */
export function readDashboardUrl(params: URLSearchParams): DashboardUrlState {
  const tab = params.get(names.tab);
  const period = params.get(names.period);
  const date = params.get(names.date);
  return {
    tab: dashboardTabs.find((t) => t.value === tab)?.value ?? defaults.tab,
    period: period === 'month' ? 'month' : defaults.period,
    date: date && isIsoDate(date) ? date : null,
    agencyId: id(params.get(names.agencyId)),
    payrollCompanyId: id(params.get(names.payrollCompanyId)),
    documentsOf: id(params.get(names.documentsOf)),
  };
}

/** The address patch of a change; defaults stay out of the address. */
export function dashboardUrlPatch(change: Partial<DashboardUrlState>): UrlPatch {
  const patch: UrlPatch = {};
  for (const [key, value] of Object.entries(change) as [keyof DashboardUrlState, string | number | null][]) {
    const isDefault = (key === 'tab' || key === 'period') && value === defaults[key];
    patch[names[key]] = isDefault ? null : value;
  }
  return patch;
}
