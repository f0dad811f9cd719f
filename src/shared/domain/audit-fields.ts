/**
 * Which fields of each entity type the audit trail keeps the values of (docs/domain.md, "Audit
 * trail"), each with the label the screen shows. A shown field is neither personal nor free text
 * (fees, statuses, scores, dates, flags, ids, counts): its old and new values are kept. A withheld
 * field is personal (names, contact details, bank, NI, date of birth) or free text (notes, content,
 * terms typed by hand, which may name people): only that it changed is kept. A field named in no
 * table is withheld, so a new field never leaks its value by default.
 */

/** How a kept value reads on the screen. */
export type AuditValueFormat = 'text' | 'pence' | 'day' | 'instant' | 'yesNo';
export type AuditFieldRule = { label: string; shown: boolean; format?: AuditValueFormat };

const shown = (label: string, format: AuditValueFormat = 'text'): AuditFieldRule => ({ label, shown: true, format });
const withheld = (label: string): AuditFieldRule => ({ label, shown: false });

const agency: Record<string, AuditFieldRule> = {
  name: shown('Agency name'),
  status: shown('Status'),
  trustScore: shown('Trust score'),
  feePence: shown('Fee', 'pence'),
  invoiceFrequency: shown('Invoice frequency'),
  paymentTerms: shown('Payment terms'),
  businessType: shown('Business type'),
  industryType: shown('Industry type'),
  companyNumber: shown('Company number'),
  vatNumber: shown('VAT number'),
  city: shown('City'),
  postalCode: shown('Postcode'),
  archived: shown('Archived', 'yesNo'),
  added: shown('Agencies added'),
  agencyIds: shown('Agency IDs'),
  // A legal hold (docs/domain.md, "Legal holds"): the end date is shown, the reason withheld.
  holdUntil: shown('Legal hold until', 'day'),
  holdReason: withheld('Legal hold reason'),
  contactName: withheld('Main contact name'),
  contactEmail: withheld('Main contact email'),
  contactPhone: withheld('Main contact phone'),
  address: withheld('Address'),
  notes: withheld('Notes'),
  accountManager: withheld('Account manager'),
  timesheetSubmission: withheld('Timesheet submission'),
  commercialNotes: withheld('Commercial notes'),
};

const worker: Record<string, AuditFieldRule> = {
  agencyId: shown('Agency ID'),
  payrollCompanyId: shown('Payroll company ID'),
  completionPercentage: shown('Completion %'),
  authorised: shown('Authorised', 'yesNo'),
  authorisedAt: shown('Authorised at', 'instant'),
  authorisedBy: shown('Authorised by (user ID)'),
  status: shown('Status'),
  addedVia: shown('Added via'),
  dataSource: shown('Data source'),
  paymentFrequency: shown('Payment frequency'),
  niCategory: shown('NI category'),
  wk1Mth1Basis: shown('Week 1 / Month 1 basis', 'yesNo'),
  workStartDate: shown('Work start date', 'day'),
  p45Date: shown('P45 date', 'day'),
  exportType: shown('Export type'),
  rowCount: shown('Rows'),
  workerIds: shown('Workers chosen'),
  filters: shown('Filters used'),
  // A right-to-work check recorded on the worker (docs/domain.md, "Right-to-work checks").
  rtwCheckId: shown('Right-to-work check ID'),
  rtwMethod: shown('Check method'),
  rtwCheckDate: shown('Check date', 'day'),
  rtwOutcome: shown('Check outcome'),
  rtwPermissionEndDate: shown('Permission end date', 'day'),
  rtwNoticeDate: shown('Notice date', 'day'),
  rtwApplicationPending: shown('Application pending', 'yesNo'),
  rtwCheckFollowUpDate: shown("Check's follow-up date", 'day'),
  rtwEvidenceFiles: shown('Evidence files'),
  rtwShareCodeGivenOn: shown('Share code given on', 'day'),
  rtwChecked: shown('Right to work checked', 'yesNo'),
  rtwFollowUpDate: shown('Right-to-work follow-up date', 'day'),
  rtwReviewNeeded: shown('Right-to-work check to review', 'yesNo'),
  bulkActionId: shown('Bulk action ID'),
  // The purge of deleted workers (docs/domain.md, "Deleted workers") and legal holds.
  purgedIds: shown('Purged worker IDs'),
  // The nightly purge's anonymisation of Left workers (docs/domain.md, "Retention and purge").
  anonymisedIds: shown('Anonymised worker IDs'),
  // Erasure (docs/domain.md, "Erasure"): what went and what stays, as counts; never a value.
  restrictedIdentityIds: shown('Erased workers whose kept identity was cleared'),
  removedDocuments: shown('Documents removed'),
  removedCommunicationLogs: shown('Communication logs removed'),
  removedTickets: shown('Tickets removed'),
  anonymisedAgencyComments: shown('Agency comments anonymised'),
  removedNotifications: shown('Notifications removed'),
  removedImportRecords: shown('Import records removed'),
  removedReports: shown('Kept reports removed'),
  redactedAuditEntries: shown('Audit entries redacted'),
  keptPayrollRecords: shown('Payroll records kept (restricted)'),
  keptRtwChecks: shown('Right-to-work checks kept (restricted)'),
  keptRtwDocuments: shown('Right to Work documents kept (restricted)'),
  keptIdentity: shown('Name, date of birth and NI number kept (restricted)', 'yesNo'),
  holdUntil: shown('Legal hold until', 'day'),
  holdReason: withheld('Legal hold reason'),
  rtwShareCode: withheld('Share code used'),
  rtwRestrictions: withheld('Restrictions'),
  title: withheld('Title'),
  initial: withheld('Initial'),
  firstName: withheld('First name'),
  lastName: withheld('Last name'),
  gender: withheld('Gender'),
  maritalStatus: withheld('Marital status'),
  nationality: withheld('Nationality'),
  dateOfBirth: withheld('Date of birth'),
  niNumber: withheld('NI number'),
  taxCode: withheld('Tax code'),
  email: withheld('Email'),
  phone: withheld('Phone'),
  addressLine1: withheld('Address line 1'),
  addressLine2: withheld('Address line 2'),
  addressLine3: withheld('Address line 3'),
  city: withheld('City'),
  county: withheld('County'),
  postCode: withheld('Postcode'),
  accountName: withheld('Account name'),
  accountNumber: withheld('Account number'),
  sortCode: withheld('Sort code'),
  bacsReference: withheld('BACS reference'),
  immigrationShareCode: withheld('Share code'),
  notes: withheld('Notes'),
  createdBy: withheld('Created by'),
};

const ticket: Record<string, AuditFieldRule> = {
  ticketNumber: shown('Ticket number'),
  source: shown('Source'),
  sourceId: shown('Source ID'),
  status: shown('Status'),
  priority: shown('Priority'),
  category: shown('Category'),
  dueDate: shown('Due date', 'instant'),
  isManual: shown('Manual', 'yesNo'),
  assignedTo: shown('Assigned to (user ID)'),
  assignedAt: shown('Assigned at', 'instant'),
  commentCount: shown('Comments'),
  commentId: shown('Comment ID'),
  // A change made by a bulk action, or put back by its undo (docs/domain.md, "Bulk actions").
  bulkActionId: shown('Bulk action ID'),
  sourceName: withheld('Source name'),
  contactPerson: withheld('Contact person'),
  assignedToName: withheld('Assignee name'),
  notes: withheld('Notes'),
};

const payrollCompany: Record<string, AuditFieldRule> = {
  name: shown('Company name'),
  payeReference: shown('PAYE reference'),
  supplierName: shown('Supplier name'),
  internalReference: shown('Internal reference'),
  email: withheld('Email'),
};

const user: Record<string, AuditFieldRule> = {
  role: shown('Role'),
  agencyId: shown('Agency ID'),
  isActive: shown('Active', 'yesNo'),
  requirePasswordChange: shown('Must change password', 'yesNo'),
  deletedIds: shown('Removed user IDs'),
  email: withheld('Email'),
  firstName: withheld('First name'),
  lastName: withheld('Last name'),
  password: withheld('Password'),
};

const log = (subject: string): Record<string, AuditFieldRule> => ({
  [`${subject}Id`]: shown(subject === 'worker' ? 'Worker ID' : 'Agency ID'),
  communicationMethod: shown('Method'),
  outcome: shown('Outcome'),
  nextActionDate: shown('Next action date', 'day'),
  ticketId: shown('Ticket ID'),
  contactPerson: withheld('Contact person'),
  subject: withheld('Subject'),
  content: withheld('Content'),
});

const document = (owner: 'workerId' | 'agencyId'): Record<string, AuditFieldRule> => ({
  [owner]: shown(owner === 'workerId' ? 'Worker ID' : 'Agency ID'),
  documentType: shown('Document type'),
  expiryDate: shown('Expiry date', 'day'),
  mimeType: shown('File type'),
  sizeBytes: shown('Size (bytes)'),
  originalFileName: withheld('File name'),
  notes: withheld('Notes'),
});

/** One table per entity type of the trail (src/shared/domain/audit-trail.ts auditEntityTypes). */
export const auditFieldRules: Record<string, Record<string, AuditFieldRule>> = {
  agency,
  worker,
  ticket,
  payroll_company: payrollCompany,
  user,
  worker_communication_log: log('worker'),
  agency_communication_log: log('agency'),
  worker_document: document('workerId'),
  agency_document: document('agencyId'),
  agency_contact: {
    agencyId: shown('Agency ID'),
    isPrimary: shown('Primary contact', 'yesNo'),
    position: shown('Position'),
    department: shown('Department'),
    name: withheld('Name'),
    email: withheld('Email'),
    phone: withheld('Phone'),
    notes: withheld('Notes'),
  },
  agency_comment: {
    agencyId: shown('Agency ID'),
    workerId: shown('Worker ID'),
    tag: shown('Tag'),
    anonymisedIds: shown('Anonymised comment IDs'),
    content: withheld('Comment'),
  },
  worker_import_batch: {
    agencyId: shown('Agency ID'),
    payrollCompanyId: shown('Payroll company ID'),
    createdWorkers: shown('Workers created'),
    updatedWorkers: shown('Workers updated'),
    deletedWorkers: shown('Workers removed'),
    restoredWorkers: shown('Workers restored'),
    leftAlone: shown('Workers left alone'),
    skippedRows: shown('Rows skipped'),
    rows: shown('Rows'),
  },
  payroll_upload_batch: {
    weekEnding: shown('Week ending', 'day'),
    rows: shown('Rows'),
    added: shown('Added'),
    updated: shown('Updated'),
    replaced: shown('Replaced'),
    warnings: shown('Warnings'),
    variances: shown('Variances'),
    existingWeek: shown('Existing week'),
  },
  access_request: {
    accessLevel: shown('Access level'),
    status: shown('Status'),
    userId: shown('User ID'),
    deletedCount: shown('Requests removed'),
    firstName: withheld('First name'),
    lastName: withheld('Last name'),
    email: withheld('Email'),
  },
  feedback: {
    status: shown('Status'),
    category: shown('Category'),
    priority: shown('Priority'),
    title: withheld('Title'),
    description: withheld('Description'),
    adminNotes: withheld('Admin notes'),
    name: withheld('Name'),
    email: withheld('Email'),
    message: withheld('Message'),
  },
  report: {
    type: shown('Report type'),
    format: shown('Format'),
    status: shown('Status'),
    from: shown('From', 'day'),
    to: shown('To', 'day'),
    agencyId: shown('Agency ID'),
    fields: shown('Fields'),
    includeLeft: shown('Left workers included', 'yesNo'),
    followUpDue: shown('Only follow-ups due within 30 days or lapsed', 'yesNo'),
  },
  audit_trail: { filters: shown('Filters used') },
  // A saved view's name and address may hold a person's name (a search): only that they changed.
  saved_view: {
    list: shown('List'),
    shared: shown('Shared with everyone', 'yesNo'),
    name: withheld('Name'),
    query: withheld('Address'),
  },
  retention: { years: shown('Years kept') },
  subject_access_request: {
    workerId: shown('Worker ID'),
    receivedDate: shown('Received', 'day'),
    dueDate: shown('Due', 'day'),
    status: shown('Status'),
    handledBy: shown('Handled by (user ID)'),
    tables: shown('Tables'),
    rows: shown('Rows'),
    files: shown('Files'),
    requestedBy: withheld('Requested by'),
    extensionReason: withheld('Reason for the extension'),
  },
};

/** "feePence" reads "Fee pence": the label of a field no table names (an older release's). */
const humanised = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const auditFieldRule = (entityType: string, field: string): AuditFieldRule =>
  auditFieldRules[entityType]?.[field] ?? { label: humanised(field), shown: false };

/** A field change as the trail keeps it: values only where the entity type's table shows them. */
export type KeptFieldChange = { field: string; from?: unknown; to?: unknown };

/**
 * The changes with every value the table withholds taken out (the field's name stays, so the
 * trail still says that it changed). Applied when an entry is written and again when it is read,
 * so entries written before a field was withheld do not show its values either.
 */
export function withholdValues<C extends KeptFieldChange>(
  entityType: string,
  changes: readonly C[],
): KeptFieldChange[] {
  return changes.map((c) => (auditFieldRule(entityType, c.field).shown ? c : { field: c.field }));
}
