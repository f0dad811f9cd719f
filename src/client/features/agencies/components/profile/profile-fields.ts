import { industryTypes, invoiceFrequencies, paymentTermsOptions } from '../../../../../shared/domain/agencies.ts';
import { businessTypeOptions, capitalise } from '../../lib/labels.ts';
import type { PanelFieldConfig } from './panel-field.tsx';

/** The Profile tab's fields (docs/domain.md, Agencies), in the order shown. */
export const profileFields: PanelFieldConfig[] = [
  { field: 'name', label: 'Agency Name', kind: 'text', required: true },
  { field: 'industryType', label: 'Industry Type', kind: 'select', data: [...industryTypes] },
  { field: 'businessType', label: 'Business Type', kind: 'select', data: businessTypeOptions },
  { field: 'contactName', label: 'Contact Name', kind: 'text', required: true },
  { field: 'contactEmail', label: 'Contact Email', kind: 'text' },
  { field: 'contactPhone', label: 'Contact Phone', kind: 'text' },
  { field: 'address', label: 'Address', kind: 'text' },
  { field: 'city', label: 'City', kind: 'text', required: true },
  { field: 'postalCode', label: 'Postal Code', kind: 'text', required: true },
  { field: 'companyNumber', label: 'Company House Number', kind: 'text' },
  { field: 'vatNumber', label: 'VAT Number', kind: 'text' },
  { field: 'accountManager', label: 'Account Manager', kind: 'text' },
  { field: 'notes', label: 'Notes', kind: 'textarea' },
];

/** The Commercial tab's fields (docs/domain.md, Agencies). */
export const commercialFields: PanelFieldConfig[] = [
  { field: 'fee', label: 'Fee (per worker)', kind: 'money' },
  {
    field: 'invoiceFrequency',
    label: 'Invoice Frequency',
    kind: 'select',
    data: invoiceFrequencies.map((value) => ({ value, label: capitalise(value) })),
  },
  { field: 'paymentTerms', label: 'Payment Terms', kind: 'select', data: [...paymentTermsOptions] },
  { field: 'timesheetSubmission', label: 'Timesheet Submission', kind: 'text', maxLength: 50 },
  { field: 'commercialNotes', label: 'Commercial Notes', kind: 'textarea' },
];
