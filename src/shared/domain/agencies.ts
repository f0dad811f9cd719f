/**
 * The agency register's value lists (docs/domain.md "Agencies"); who may do what is in
 * permissions.ts. Labels are what the screens show; values are what is stored and sent.
 */

export const agencyStatuses = ['active', 'on_hold', 'left', 'going_bust'] as const;
export type AgencyStatus = (typeof agencyStatuses)[number];

/** One list (docs/domain.md); 'contract' is read as contracting. */
export const businessTypes = [
  'recruitment',
  'staffing',
  'temporary',
  'permanent',
  'contracting',
  'consulting',
] as const;
export type BusinessType = (typeof businessTypes)[number];

/** The 15 industry types an agency may have (docs/domain.md, Agencies). */
export const industryTypes = [
  'Driving & Logistics',
  'Construction & Trades',
  'Healthcare',
  'Engineering & Technical',
  'Manufacturing & Industrial',
  'Office & Admin',
  'IT & Technology',
  'Finance & Accountancy',
  'Retail & Customer Service',
  'Education',
  'Hospitality & Catering',
  'Security & Public Services',
  'Aviation & Travel',
  'Agriculture & Farming',
  'Energy & Utilities',
] as const;

/** Commercial terms (docs/domain.md "Agencies"). */
export const invoiceFrequencies = ['weekly', 'monthly', 'both'] as const;
export const paymentTermsOptions = ['7 Days', '14 Days', 'Before Payroll'] as const;
export const DEFAULT_TIMESHEET_SUBMISSION = 'Monday-Friday';
export const TIMESHEET_SUBMISSION_MAX = 50;
/** The fee's ceiling: far above any real per-worker weekly fee, well inside an integer of pence. */
export const MAX_FEE_PENCE = 100_000_000;

/** Contact departments (docs/domain.md, Agencies). */
export const contactDepartments = ['Director', 'Manager', 'HR', 'Finance', 'Operations', 'Sales'] as const;

/** Comment tags, one list stored lower case (docs/domain.md); shown capitalised. */
export const commentTags = [
  'call',
  'email',
  'meeting',
  'issue',
  'update',
  'note',
  'follow-up',
  'contract',
  'payment',
] as const;
export type CommentTag = (typeof commentTags)[number];
export const commentTagLabel = (tag: string): string =>
  tag
    .split('-')
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join('-');

/** Communication on agency logs (docs/domain.md), the same lists as a worker's. */
export const agencyCommunicationMethods = ['Phone', 'Email', 'Texted', 'WhatsApp'] as const;
export const agencyCommunicationOutcomes = ['Resolved', 'Raise Ticket', 'No Response'] as const;
/** The enhanced dialog's date filter (docs/domain.md, Agencies): today, 7 days, 30 days. */
export const communicationPeriods = ['today', 'week', 'month'] as const;
export type CommunicationPeriod = (typeof communicationPeriods)[number];

/** Page sizes of the agency list (docs/domain.md, "Paged lists"). */
export const agencyPageSizes = [5, 10, 20, 25, 50, 100, 200] as const;
export const DEFAULT_AGENCY_PAGE_SIZE = 20;
/** The admin panel's lists (docs/domain.md, Agencies). */
export const ADMIN_AGENCY_PAGE_SIZE = 10;
/** The communication list of the profile panel (docs/domain.md, Agencies). */
export const COMMUNICATION_PAGE_SIZE = 5;
/** The Activity tab (docs/domain.md, Agencies). */
export const ACCESS_LOG_LIMIT = 10;
