/** Roles and permissions: docs/domain.md (the same table in docs/domain.md). */
export const roles = ['admin', 'client', 'finance', 'support'] as const;
export type Role = (typeof roles)[number];

export const permissions = [
  'dashboard',
  'reports',
  'agency',
  'workers',
  'payroll',
  'admin',
  'user_management',
  'access_requests',
  'audit_trail',
] as const;
export type Permission = (typeof permissions)[number];

const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: [
    'dashboard',
    'reports',
    'agency',
    'workers',
    'payroll',
    'admin',
    'user_management',
    'access_requests',
    'audit_trail',
  ],
  client: ['agency', 'workers', 'reports'],
  finance: ['dashboard', 'reports', 'agency', 'workers', 'payroll'],
  support: ['dashboard', 'reports', 'agency', 'workers'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** An unknown role, or no user at all, has no permission. */
export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  return isRole(role) ? rolePermissions[role] : [];
}

export function hasPermission(role: string | null | undefined, permission: Permission): boolean {
  return permissionsOf(role).includes(permission);
}

/**
 * Actions docs/domain.md settles beyond the spec's table: each is for some of the roles that hold the
 * permission of its area. Remove, moving a worker to Deleted Workers, is for staff (admin, finance,
 * support): a client user gets 403 and is not offered the button (docs/domain.md, issue 9).
 * Working tickets (claim, close, reopen, assign; the assignee list) is for staff too: a client user
 * holds `reports` and sees its agency's tickets, but works none (docs/domain.md "Tickets").
 * A Left worker's retention dates are for staff: a client user sees its agency's workers but not
 * when the office will delete their data (docs/domain.md, "Retention and purge").
 */
export const actions = ['remove_workers', 'work_tickets', 'see_retention_dates'] as const;
export type Action = (typeof actions)[number];

const actionRoles: Record<Action, readonly Role[]> = {
  remove_workers: ['admin', 'finance', 'support'],
  work_tickets: ['admin', 'finance', 'support'],
  see_retention_dates: ['admin', 'finance', 'support'],
};

export function mayTakeAction(role: string | null | undefined, action: Action): boolean {
  return isRole(role) && actionRoles[action].includes(role);
}

export function canRemoveWorkers(role: string | null | undefined): boolean {
  return mayTakeAction(role, 'remove_workers');
}

export function canWorkTickets(role: string | null | undefined): boolean {
  return mayTakeAction(role, 'work_tickets');
}

/** What a route can require beyond being signed in: a permission of the table or an action above. */
export type Access = Permission | Action;

export function isAllowed(role: string | null | undefined, access: Access): boolean {
  return (actions as readonly string[]).includes(access)
    ? mayTakeAction(role, access as Action)
    : hasPermission(role, access as Permission);
}

/** Authorising workers needs admin, finance or support (docs/domain.md). */
export function canAuthoriseWorkers(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'finance' || role === 'support';
}

/**
 * Who may do what (docs/domain.md "Agencies"): staff create and edit agencies, contacts and
 * commercial terms; trust score, status, archive, unarchive, the archived list and CSV import are
 * admin only; a client user reads its own agency and adds comments, logs and documents.
 */
export const canEditAgencies = (role: string | null | undefined): boolean =>
  role === 'admin' || role === 'finance' || role === 'support';
export const canAdministerAgencies = (role: string | null | undefined): boolean => role === 'admin';
/** Deleting a log or a document is an edit: staff only (a client may add, not remove). */
export const canRemoveAgencyRecords = canEditAgencies;

/** Main page tabs (docs/domain.md) in display order, with the permission that guards each. */
export const mainTabs = [
  { value: 'dashboard', label: 'Dashboard', permission: 'dashboard' },
  { value: 'workers', label: 'Workers', permission: 'workers' },
  { value: 'bulk-upload', label: 'Bulk Upload', permission: 'workers' },
  { value: 'agencies', label: 'Agencies', permission: 'agency' },
  { value: 'tickets', label: 'Tickets', permission: 'reports' },
  { value: 'payroll', label: 'Payroll', permission: 'payroll' },
  { value: 'reports', label: 'Reports', permission: 'reports' },
  { value: 'admin', label: 'Admin', permission: 'admin' },
] as const satisfies readonly { value: string; label: string; permission: Permission }[];
export type MainTab = (typeof mainTabs)[number]['value'];

export function permittedTabs(role: string | null | undefined) {
  return mainTabs.filter((t) => hasPermission(role, t.permission));
}

/**
 * The tab to show for ?tab=: unknown values fall back to dashboard, and a tab the user may not
 * open falls back to the first permitted one (docs/domain.md). Null when nothing is permitted.
 */
export function resolveTab(requested: string | null | undefined, role: string | null | undefined): MainTab | null {
  const allowed = permittedTabs(role);
  const known = mainTabs.find((t) => t.value === requested)?.value ?? 'dashboard';
  if (allowed.some((t) => t.value === known)) return known;
  return allowed[0]?.value ?? null;
}

/** Route-to-permission map (docs/domain.md); routes not in the map are allowed. */
const routePermissions: Record<string, Permission> = {
  '/dashboard': 'dashboard',
  '/reports': 'reports',
  '/agencies': 'agency',
  '/workers': 'workers',
  '/payroll': 'payroll',
  '/admin': 'admin',
  '/admin/users': 'user_management',
  '/admin/access-requests': 'access_requests',
  '/admin/audit-trail': 'audit_trail',
  // The admin screens reached by their own routes are admin only (docs/domain.md).
  '/admin-dashboard': 'user_management',
  '/admin-profile': 'admin',
};

export function routePermission(pathname: string): Permission | undefined {
  return routePermissions[pathname];
}

export function canOpenRoute(pathname: string, role: string | null | undefined): boolean {
  const needed = routePermission(pathname);
  return needed === undefined || hasPermission(role, needed);
}
