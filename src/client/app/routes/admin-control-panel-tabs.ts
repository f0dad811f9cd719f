/**
 * The Admin Control Panel's tabs (docs/domain.md). Login audit has a tab of its own.
 */
export const adminTabs = [
  { value: 'access-requests', label: 'Access Requests' },
  { value: 'user-management', label: 'User Management' },
  { value: 'deleted-users', label: 'Deleted Users' },
  { value: 'deleted-workers', label: 'Deleted Workers' },
  { value: 'agencies', label: 'Agencies' },
  { value: 'login-audit', label: 'Login Audit' },
  { value: 'payroll-companies', label: 'Payroll Companies' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'jobs', label: 'Background Jobs' },
  { value: 'subject-access', label: 'Subject Access' },
  { value: 'retention', label: 'Retention' },
] as const;

export type AdminTab = (typeof adminTabs)[number]['value'];

/** The panel opens on agencies (docs/domain.md) unless its route or the address names another tab. */
export const DEFAULT_ADMIN_TAB: AdminTab = 'agencies';

/** The query parameter holding the panel's tab (beside the home route's ?tab=admin). */
export const adminTabParam = 'admintab';

/** A known tab of the panel, or null (unknown or missing: the route's own tab shows). */
export function readAdminTab(value: string | null): AdminTab | null {
  return adminTabs.find((t) => t.value === value)?.value ?? null;
}
