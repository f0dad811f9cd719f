import { coverage, type MatchTier, type SearchCandidate } from './search.ts';
import { isAllowed, mainTabs, type Access } from './permissions.ts';

/**
 * The app's own screens and actions, as the search finds them (docs/domain.md, "Search and the
 * command palette"): each with the address that opens it and what it needs. An action's address
 * carries `create=`, which its screen reads once to open its dialog (Add New Worker, Create Manual
 * Ticket, Upload Weekly Payroll); the keyboard shortcuts go to the same addresses.
 */
export type AppScreen = {
  /** Its id in a search answer. */
  key: string;
  label: string;
  description: string;
  url: string;
  /** Signed in is enough, or a permission or action of src/shared/domain/permissions.ts. */
  access: 'signed-in' | Access;
  /** Other words it is found by. */
  keywords: readonly string[];
};

/** The query parameter an action's address uses to open its dialog. */
export const CREATE_PARAM = 'create';
export const createActions = ['worker', 'ticket', 'payroll-upload'] as const;
export type CreateAction = (typeof createActions)[number];

const tabDescriptions: Record<(typeof mainTabs)[number]['value'], { description: string; keywords: string[] }> = {
  dashboard: { description: 'Figures, compliance and expiring documents', keywords: ['home', 'overview'] },
  workers: { description: 'Worker Management: every worker by tab', keywords: ['people', 'staff', 'list'] },
  'bulk-upload': { description: 'Import workers from a spreadsheet', keywords: ['import', 'csv', 'excel'] },
  agencies: { description: 'The agency register', keywords: ['clients', 'companies'] },
  tickets: { description: 'Ticket Management: open, pending and archived tickets', keywords: ['queue', 'issues'] },
  payroll: { description: 'Payroll Management: uploads and records', keywords: ['pay', 'wages'] },
  reports: { description: 'Generate and download reports', keywords: ['export', 'download'] },
  admin: { description: 'Admin Control Panel', keywords: ['settings', 'control panel'] },
};

const tabScreens: AppScreen[] = mainTabs.map((tab) => ({
  key: tab.value,
  label: tab.label,
  url: `/?tab=${tab.value}`,
  access: tab.permission,
  ...tabDescriptions[tab.value],
}));

const createUrl = (tab: string, action: CreateAction) => `/?tab=${tab}&${CREATE_PARAM}=${action}`;

/** Every screen and action, in the order a blank palette would list them. */
export const appScreens: readonly AppScreen[] = [
  ...tabScreens,
  {
    key: 'new-worker',
    label: 'New worker',
    description: 'Open Add New Worker',
    url: createUrl('workers', 'worker'),
    access: 'workers',
    keywords: ['add worker', 'create worker'],
  },
  {
    key: 'new-ticket',
    label: 'New ticket',
    description: 'Open Create Manual Ticket',
    url: createUrl('tickets', 'ticket'),
    access: 'reports',
    keywords: ['create ticket', 'manual ticket'],
  },
  {
    key: 'upload-payroll',
    label: 'Upload payroll',
    description: 'Open Upload Weekly Payroll',
    url: createUrl('payroll', 'payroll-upload'),
    access: 'payroll',
    keywords: ['weekly payroll', 'payroll upload'],
  },
  {
    key: 'user-management',
    label: 'User Management',
    description: 'Admin Control Panel: users and their roles',
    url: '/admin-dashboard',
    access: 'user_management',
    keywords: ['users', 'accounts'],
  },
  {
    key: 'access-requests',
    label: 'Access Requests',
    description: 'Admin Control Panel: requests waiting',
    url: '/admin',
    access: 'access_requests',
    keywords: ['requests', 'approve'],
  },
  {
    key: 'audit-trail',
    label: 'Audit Trail',
    description: 'Every change, who made it and when',
    url: '/admin/audit-trail',
    access: 'audit_trail',
    keywords: ['history', 'log'],
  },
  {
    key: 'payroll-companies',
    label: 'Payroll Companies',
    description: 'Admin Control Panel: Payroll Company Management',
    url: '/admin?admintab=payroll-companies',
    access: 'admin',
    keywords: ['companies', 'paye'],
  },
  {
    key: 'deleted-workers',
    label: 'Deleted Workers',
    description: 'Admin Control Panel: removed workers, restorable for 30 days',
    url: '/admin?admintab=deleted-workers',
    access: 'admin',
    keywords: ['removed', 'restore'],
  },
  {
    key: 'my-profile',
    label: 'My Profile',
    description: 'Your name, password, second factor and notifications',
    url: '/profile',
    access: 'signed-in',
    keywords: ['account', 'password', 'settings'],
  },
];

/** The screens a role may open. */
export const screensFor = (role: string) =>
  appScreens.filter((screen) => screen.access === 'signed-in' || isAllowed(role, screen.access));

const words = (value: string) =>
  value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * How a screen matches the typed text (lower case, single spaces): its label or a keyword whole
 * (exact), the start of its label or of a keyword (prefix), or every typed word the start of a
 * word of its label, keywords or description (similar); undefined when it does not match.
 */
export function screenMatch(screen: AppScreen, text: string): { tier: MatchTier; score: number } | undefined {
  const label = screen.label.toLowerCase();
  const names = [label, ...screen.keywords];
  if (names.includes(text)) return { tier: 0, score: 1 };
  const starting = names.filter((name) => name.startsWith(text));
  if (starting.length > 0) return { tier: 1, score: Math.max(...starting.map((name) => coverage(text, name))) };
  const known = words(`${screen.label} ${screen.keywords.join(' ')} ${screen.description}`);
  const typed = words(text);
  if (typed.length > 0 && typed.every((word) => known.some((k) => k.startsWith(word))))
    return { tier: 2, score: coverage(text, label) };
  return undefined;
}

/** The screens a role may open that match the text, as search candidates. */
export function screenCandidates(role: string, text: string): SearchCandidate[] {
  return screensFor(role).flatMap((screen) => {
    const match = screenMatch(screen, text);
    return match
      ? [
          {
            type: 'screen',
            id: screen.key,
            ...match,
            title: screen.label,
            subtitle: screen.description,
            url: screen.url,
          },
        ]
      : [];
  });
}
