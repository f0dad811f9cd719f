import { Redirect, useSearch } from 'wouter';
import type { MainTab } from '../../../shared/domain/permissions.ts';

/** The main page's address of a tab, keeping the rest of the query (a search, filters, a page). */
export function tabAddress(tab: MainTab, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('tab');
  const rest = params.toString();
  return `/?tab=${tab}${rest ? `&${rest}` : ''}`;
}

/**
 * /workers, /reports, /dashboard, /tickets, /payroll and /agencies, typed or bookmarked, open the
 * tabbed main page on that tab, with the main tab bar (docs/domain.md "Addresses").
 */
export function TabRedirect({ tab }: { tab: MainTab }) {
  return <Redirect to={tabAddress(tab, useSearch())} replace />;
}
