import { maritalStatuses, niCategories, paymentFrequencies, workerGenders, workerTitles, wk1Mth1Bases } from '../../../shared/domain/worker-fields.ts';

export type TemplateField = {
  /** The worker field it fills; agency and payroll company are chosen in the import's step 4. */
  field: string;
  label: string;
  required: boolean;
  example: string;
  width: number;
  /** Offered as a drop-down list in the sheet. */
  choices?: readonly string[];
};

/**
 * The import template (part 1 section 3): the 28 mappable fields with their screen labels, then
 * Agency and Payroll Company, 30 in all. Required = the nine fields of DECISIONS section 2, marked
 * with ' *' in the header. The example row is valid in every field (NI number AB123456C is the
 * spec's own example; the phone is from Ofcom's drama range).
 */
export const workerTemplateFields: readonly TemplateField[] = [
  { field: 'employeeReference', label: 'Employee Reference', required: false, example: 'EMP001', width: 18 },
  { field: 'worksReference', label: 'Works Reference', required: false, example: 'WR001', width: 16 },
  { field: 'title', label: 'Title', required: false, example: 'MR', width: 8, choices: workerTitles },
  { field: 'initial', label: 'Initial', required: false, example: 'J', width: 8 },
  { field: 'firstName', label: 'Forename', required: true, example: 'John', width: 16 },
  { field: 'lastName', label: 'Surname', required: true, example: 'Smith', width: 16 },
  { field: 'addressLine1', label: 'Address Line 1', required: true, example: '12 High Street', width: 24 },
  { field: 'addressLine2', label: 'Address Line 2', required: false, example: 'Flat 3', width: 18 },
  { field: 'addressLine3', label: 'Address Line 3', required: false, example: '', width: 18 },
  { field: 'city', label: 'City', required: true, example: 'Leeds', width: 14 },
  { field: 'county', label: 'County', required: false, example: 'West Yorkshire', width: 18 },
  { field: 'postCode', label: 'Post Code', required: true, example: 'LS1 4AP', width: 11 },
  { field: 'email', label: 'Email', required: true, example: 'john.smith@example.com', width: 28 },
  { field: 'phone', label: 'Phone', required: true, example: '07700900123', width: 14 },
  { field: 'gender', label: 'Gender', required: false, example: 'MALE', width: 18, choices: workerGenders },
  { field: 'maritalStatus', label: 'Marital Status', required: false, example: 'SINGLE', width: 20, choices: maritalStatuses },
  { field: 'dateOfBirth', label: 'Date of Birth', required: true, example: '17/05/1990', width: 14 },
  { field: 'nationality', label: 'Nationality', required: false, example: 'BRITISH', width: 14 },
  { field: 'workStartDate', label: 'Work Start Date', required: false, example: '06/01/2025', width: 15 },
  { field: 'niNumber', label: 'NI Number', required: true, example: 'AB123456C', width: 13 },
  { field: 'niCategory', label: 'NI Category', required: false, example: 'A', width: 12, choices: niCategories.map((c) => c.value) },
  { field: 'taxCode', label: 'Tax Code', required: false, example: '1257L', width: 10 },
  { field: 'wk1Mth1Basis', label: 'Wk1/Mth1 Basis', required: false, example: '1', width: 15, choices: wk1Mth1Bases.map((b) => b.value) },
  { field: 'paymentFrequency', label: 'Payment Frequency', required: false, example: 'Weekly', width: 18, choices: paymentFrequencies },
  { field: 'sortCode', label: 'Sort Code', required: false, example: '12-34-56', width: 11 },
  { field: 'accountNumber', label: 'Account Number', required: false, example: '12345678', width: 15 },
  { field: 'accountName', label: 'Account Name', required: false, example: 'J SMITH', width: 18 },
  { field: 'bacsReference', label: 'BACS Reference', required: false, example: 'SMITH J', width: 16 },
  { field: 'agency', label: 'Agency', required: false, example: 'Example Agency Ltd', width: 24 },
  { field: 'payrollCompany', label: 'Payroll Company', required: false, example: 'Example Payroll Ltd', width: 24 },
];

export const REQUIRED_MARK = ' *';
export const templateHeader = (field: TemplateField) => (field.required ? `${field.label}${REQUIRED_MARK}` : field.label);
