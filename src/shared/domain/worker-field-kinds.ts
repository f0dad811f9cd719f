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
export const isWorkerTextField = (field: string): field is WorkerTextField =>
  (workerTextFields as readonly string[]).includes(field);

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

/**
 * A field's position in a place that lists fields (a form, a tab, a file's columns): each place
 * shows its fields lowest position first. A field that goes between 3 and 4 takes 3.5.
 */
type Position = { at: number };

/**
 * A column of the bulk-import template (docs/domain.md), in the template's order; the import maps
 * the template's text fields in the same order. `required` are the nine of docs/domain.md.
 */
export type TemplateColumn = Position & {
  /** The template's own header where it differs from the screens' label (Forename, Surname). */
  label?: string;
  required: boolean;
  example: string;
  width: number;
};

/** The worker card's groups of fields edited in place; the card's tabs hold them in this order. */
export const cardGroups = ['personal', 'contact', 'address', 'other', 'assignment', 'tax', 'bank'] as const;
export type CardGroup = (typeof cardGroups)[number];

/** The worker reports' include groups that add worker fields (docs/domain.md "Reports"). */
export type ReportFieldGroupOfWorker = 'personal' | 'employment' | 'payroll';

/**
 * Where a field appears besides Worker Profile Details (which shows every field in the table's
 * order) and the import template (`template`), each with its position there.
 */
export type FieldPlaces = {
  /** On the Add New Worker and Edit Worker Profile forms, in its section. */
  form?: Position;
  /** Edited in place on the worker card, in one of its groups. */
  card?: Position & { group: CardGroup };
  /** A column of the worker export, among the export's other columns; width in characters. */
  export?: Position & { width?: number };
  /** A column of the worker reports, added by an include group; width in characters. */
  report?: Position & { group: ReportFieldGroupOfWorker; width?: number };
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
  /** Exports and reports write its choice's label (Cumulative), not the stored code (0). */
  writtenAsLabel?: boolean;
  template?: TemplateColumn;
} & FieldPlaces;
