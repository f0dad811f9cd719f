import {
  agencyStatuses,
  businessTypes,
  DEFAULT_TIMESHEET_SUBMISSION,
  industryTypes,
  invoiceFrequencies,
  MAX_FEE_PENCE,
  paymentTermsOptions,
  TIMESHEET_SUBMISSION_MAX,
} from './agencies.ts';
import { isValidEmail } from './email.ts';
import { poundsTextToPence } from './money.ts';

/**
 * The agency's editable fields, one rule each (docs/domain.md,
 * Agencies). Create, edit, PATCH, PATCH /field and the CSV import all clean values here, so a rule
 * has one copy. Each rule turns what was sent into what is stored, or names the message to show.
 */
export const agencyMessages = {
  nameRequired: 'Agency name is required',
  contactNameRequired: 'Contact name is required',
  validEmail: 'Valid email is required',
  cityRequired: 'City is required',
  postalCodeRequired: 'Postal code is required',
  businessType: `Business type must be one of ${businessTypes.join(', ')}`,
  industryType: 'Choose an industry type from the list',
  status: 'Status must be one of Active, On Hold, Left, Going Bust',
  trustScore: 'Trust score must be 0 to 100 in steps of 10',
  fee: 'Fee must be an amount in pounds of 0 or more, with at most two decimal places',
  invoiceFrequency: 'Invoice frequency must be weekly, monthly or both',
  paymentTerms: 'Payment terms must be 7 Days, 14 Days or Before Payroll',
  timesheetSubmission: `Timesheet submission must be ${TIMESHEET_SUBMISSION_MAX} characters or fewer`,
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  duplicateName: 'An agency with this name already exists',
  notFound: "The agency you're looking for doesn't exist.",
  clientCannotAdd: 'Client users cannot add agencies',
  staffOnly: 'Only staff can change an agency',
  adminOnly: 'Only an administrator can change the trust score or status',
  nothingToUpdate: 'Nothing to update',
  unknownField: 'Unknown field',
  alreadyArchived: 'This agency is already archived',
  notArchived: 'This agency is not archived',
  csvEmpty: 'CSV file must contain headers and at least one data row',
  csvParseFailed: 'Failed to parse CSV file',
  tooManyRows: 'A file can hold at most 5000 agencies',
} as const;

export const agencyFieldNames = [
  'name',
  'contactName',
  'contactEmail',
  'contactPhone',
  'companyNumber',
  'address',
  'city',
  'postalCode',
  'businessType',
  'industryType',
  'vatNumber',
  'notes',
  'accountManager',
  'status',
  'trustScore',
  'fee',
  'invoiceFrequency',
  'paymentTerms',
  'timesheetSubmission',
  'commercialNotes',
] as const;
export type AgencyFieldName = (typeof agencyFieldNames)[number];

/** The spec's second names for four fields (docs/domain.md): accepted in and sent out. */
export const agencyFieldAliases = {
  mainContactName: 'contactName',
  mainContactEmail: 'contactEmail',
  mainContactPhone: 'contactPhone',
  registrationNumber: 'companyNumber',
} as const satisfies Record<string, AgencyFieldName>;
export type AgencyFieldAlias = keyof typeof agencyFieldAliases;

/** The canonical name of an API field name or alias; null for any other name. */
export function canonicalAgencyField(name: string): AgencyFieldName | null {
  if ((agencyFieldNames as readonly string[]).includes(name)) return name as AgencyFieldName;
  return Object.hasOwn(agencyFieldAliases, name) ? agencyFieldAliases[name as AgencyFieldAlias] : null;
}

/** Fields only an admin may change (docs/domain.md "Agencies"). */
export const adminOnlyAgencyFields: readonly AgencyFieldName[] = ['status', 'trustScore'];
/** Fields an edit may not leave empty (docs/domain.md, Agencies). */
export const requiredAgencyFields: readonly AgencyFieldName[] = ['name', 'contactName', 'city', 'postalCode'];

/** The stored value of each field; fee is integer pence (docs/domain.md). */
export type AgencyValues = {
  name: string;
  contactName: string;
  contactEmail: string | null;
  contactPhone: string | null;
  companyNumber: string | null;
  address: string | null;
  city: string;
  postalCode: string;
  businessType: string | null;
  industryType: string | null;
  vatNumber: string | null;
  notes: string | null;
  accountManager: string | null;
  status: string;
  trustScore: number;
  feePence: number | null;
  invoiceFrequency: string | null;
  paymentTerms: string | null;
  timesheetSubmission: string;
  commercialNotes: string | null;
};

type Outcome = { value: unknown } | { error: string };
const asText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : null;

const required =
  (message: string, max: number, upper = false) =>
  (v: unknown): Outcome => {
    const s = asText(v);
    if (!s) return { error: message };
    if (s.length > max) return { error: agencyMessages.tooLong(max) };
    return { value: upper ? s.toUpperCase() : s };
  };
const optional =
  (max: number, upper = false) =>
  (v: unknown): Outcome => {
    const s = asText(v);
    if (v !== null && v !== undefined && s === null) return { error: agencyMessages.tooLong(max) };
    if (!s) return { value: null };
    if (s.length > max) return { error: agencyMessages.tooLong(max) };
    return { value: upper ? s.toUpperCase() : s };
  };
const oneOf =
  (list: readonly string[], message: string, read: (s: string) => string | undefined) =>
  (v: unknown): Outcome => {
    const s = asText(v);
    if (!s) return { value: null };
    const found = read(s) ?? list.find((x) => x.toLowerCase() === s.toLowerCase());
    return found ? { value: found } : { error: message };
  };

const rules: Record<AgencyFieldName, (v: unknown) => Outcome> = {
  name: required(agencyMessages.nameRequired, 200, true),
  contactName: required(agencyMessages.contactNameRequired, 200),
  contactEmail: (v) => {
    const s = asText(v);
    if (!s) return { value: null };
    return isValidEmail(s) ? { value: s.toLowerCase() } : { error: agencyMessages.validEmail };
  },
  contactPhone: optional(40),
  companyNumber: optional(20, true),
  address: optional(300),
  city: required(agencyMessages.cityRequired, 100),
  postalCode: required(agencyMessages.postalCodeRequired, 10, true),
  businessType: oneOf(businessTypes, agencyMessages.businessType, (s) =>
    s.toLowerCase() === 'contract' ? 'contracting' : undefined,
  ),
  industryType: oneOf(industryTypes, agencyMessages.industryType, () => undefined),
  vatNumber: optional(20, true),
  notes: optional(5000),
  accountManager: optional(200),
  status: (v) => {
    const s = asText(v)
      ?.toLowerCase()
      .replace(/[\s-]+/g, '_');
    return s && (agencyStatuses as readonly string[]).includes(s) ? { value: s } : { error: agencyMessages.status };
  },
  trustScore: (v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 0 && n <= 100 && n % 10 === 0
      ? { value: n }
      : { error: agencyMessages.trustScore };
  },
  fee: (v) => {
    if (v === null || v === undefined || v === '') return { value: null };
    const pence = poundsTextToPence(typeof v === 'number' ? String(v) : typeof v === 'string' ? v : '');
    return pence !== null && pence <= MAX_FEE_PENCE ? { value: pence } : { error: agencyMessages.fee };
  },
  invoiceFrequency: oneOf(invoiceFrequencies, agencyMessages.invoiceFrequency, () => undefined),
  paymentTerms: oneOf(paymentTermsOptions, agencyMessages.paymentTerms, (s) => {
    const compact = s.toLowerCase().replace(/\s+/g, '');
    return paymentTermsOptions.find((p) => p.toLowerCase().replace(/\s+/g, '') === compact);
  }),
  timesheetSubmission: (v) => {
    const s = asText(v);
    if (!s) return { value: DEFAULT_TIMESHEET_SUBMISSION };
    return s.length <= TIMESHEET_SUBMISSION_MAX ? { value: s } : { error: agencyMessages.timesheetSubmission };
  },
  commercialNotes: optional(5000),
};

/** The column each API field is stored in (fee is kept as pence). */
const storedName = (field: AgencyFieldName): keyof AgencyValues => (field === 'fee' ? 'feePence' : field);

export type AgencyFieldIssue = { field: string; message: string };

/**
 * Cleans the fields present in `input` (API names or aliases; a canonical name wins over its alias).
 * Unknown names are reported, never ignored silently.
 */
export function cleanAgencyFields(input: Record<string, unknown>): {
  values: Partial<AgencyValues>;
  issues: AgencyFieldIssue[];
} {
  const values: Partial<Record<keyof AgencyValues, unknown>> = {};
  const issues: AgencyFieldIssue[] = [];
  const seen = new Set<AgencyFieldName>();
  const isCanonical = (k: string) => (agencyFieldNames as readonly string[]).includes(k);
  const keys = Object.keys(input).filter((k) => input[k] !== undefined);
  const names = [...keys.filter(isCanonical), ...keys.filter((k) => !isCanonical(k))];
  for (const name of names) {
    const field = canonicalAgencyField(name);
    if (!field) {
      issues.push({ field: name, message: agencyMessages.unknownField });
      continue;
    }
    if (seen.has(field)) continue;
    seen.add(field);
    const outcome = rules[field](input[name]);
    if ('error' in outcome) issues.push({ field, message: outcome.error });
    else values[storedName(field)] = outcome.value;
  }
  return { values: values as Partial<AgencyValues>, issues };
}

const requiredMessages: Partial<Record<AgencyFieldName, string>> = {
  name: agencyMessages.nameRequired,
  contactName: agencyMessages.contactNameRequired,
  city: agencyMessages.cityRequired,
  postalCode: agencyMessages.postalCodeRequired,
};

/** The issues of required fields missing from a create or full edit (docs/domain.md, Agencies). */
export function missingRequiredAgencyFields(input: Record<string, unknown>): AgencyFieldIssue[] {
  const present = new Set(
    Object.entries(input)
      .filter(([, v]) => v !== undefined)
      .map(([k]) => canonicalAgencyField(k)),
  );
  return requiredAgencyFields
    .filter((f) => !present.has(f))
    .map((field) => ({ field, message: requiredMessages[field]! }));
}
