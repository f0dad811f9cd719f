/** The worker's fields and what each entry of the field table holds (worker-field-table.ts). */

/** Text fields of a worker, as typed; the server formats and validates each one on every write. */
export const workerTextFields = [
  'title',
  'initial',
  'firstName',
  'lastName',
  'gender',
  'maritalStatus',
  'nationality',
  'dateOfBirth',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'county',
  'postCode',
  'accountName',
  'sortCode',
  'accountNumber',
  'bacsReference',
  'niNumber',
  'immigrationShareCode',
  'employeeReference',
  'worksReference',
  'workStartDate',
  'paymentFrequency',
  'niCategory',
  'taxCode',
  'wk1Mth1Basis',
  'notes',
  'p45Date',
] as const;
export type WorkerTextField = (typeof workerTextFields)[number];

/** How the server cleans a text field: formatter first, then validator, then a length cap. */
export type FieldRule = { format?: (v: string) => string; validate?: (v: string) => string | null; max: number };

/** The agency and the payroll company a worker is assigned to, held as ids. */
export type WorkerIdField = 'agencyId' | 'payrollCompanyId';
export type WorkerField = WorkerTextField | WorkerIdField;

/**
 * Where a field stands: the section of the Add New Worker and Edit Worker Profile forms and the
 * group of Worker Profile Details, each under its own title (docs/domain.md).
 */
export const workerSections = {
  personal: { form: 'Personal Details', details: 'Personal Details' },
  address: { form: 'Address Information', details: 'Address' },
  bank: { form: 'Bank Details', details: 'Bank Details' },
  payroll: { form: 'Payroll Information', details: 'Payroll' },
  assignment: { form: 'Agency & Payroll Assignment', details: 'Agency & Payroll Assignment' },
} as const;
export type WorkerSection = keyof typeof workerSections;

/** A column of the bulk-import template (docs/domain.md); `required` are the nine of docs/domain.md. */
export type TemplateColumn = {
  /** The template's own header where it differs from the screens' label (Forename, Surname). */
  label?: string;
  required: boolean;
  example: string;
  width: number;
};

export type FieldMeta = {
  /** The label of every screen (form, profile, details) and the header of the export. */
  label: string;
  section: WorkerSection;
  /** One of the 22 fields the card marks required; the automatic status changes check these. */
  required: boolean;
  /** Marked required on the Add New Worker form, with what it says when the field is empty (docs/domain.md). */
  requiredMessage?: string;
  /** The values it may take, with how the screens show them. */
  choices?: readonly string[] | readonly { value: string; label: string }[];
  /** Held YYYY-MM-DD, shown and typed DD/MM/YYYY. */
  isDate?: boolean;
  template?: TemplateColumn;
};
