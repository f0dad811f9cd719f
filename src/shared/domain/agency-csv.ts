import type { AgencyFieldName } from './agency-fields.ts';

/**
 * The agency CSV import's headers (docs/domain.md, Agencies): a header matches a field
 * ignoring case, spaces and asterisks (and - _ .), by the field's name, its label, its alias of
 * docs/domain.md or a common synonym. Each field takes the first header that matches it.
 */
const synonyms: Record<AgencyFieldName, string[]> = {
  name: ['name', 'agencyname', 'agency', 'companyname'],
  contactName: ['contactname', 'maincontactname', 'contact', 'maincontact', 'contactperson'],
  contactEmail: ['contactemail', 'maincontactemail', 'email', 'emailaddress'],
  contactPhone: ['contactphone', 'maincontactphone', 'phone', 'telephone', 'phonenumber'],
  companyNumber: ['companynumber', 'registrationnumber', 'companyhousenumber', 'companieshousenumber', 'crn'],
  address: ['address', 'addressline1', 'streetaddress'],
  city: ['city', 'town', 'towncity'],
  postalCode: ['postalcode', 'postcode', 'zip', 'zipcode'],
  businessType: ['businesstype'],
  industryType: ['industrytype', 'industry'],
  vatNumber: ['vatnumber', 'vat', 'vatno'],
  notes: ['notes', 'note'],
  accountManager: ['accountmanager'],
  status: ['status'],
  trustScore: ['trustscore', 'trust'],
  fee: ['fee', 'feeperworker'],
  invoiceFrequency: ['invoicefrequency'],
  paymentTerms: ['paymentterms'],
  timesheetSubmission: ['timesheetsubmission', 'timesheets'],
  commercialNotes: ['commercialnotes'],
};

export const normaliseCsvHeader = (header: string): string =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[\s*_.-]+/g, '');

const fieldByKey = new Map<string, AgencyFieldName>(
  (Object.entries(synonyms) as [AgencyFieldName, string[]][]).flatMap(([field, keys]) =>
    keys.map((k) => [k, field] as const),
  ),
);

/** Each header's field, or null when it matches none or its field is already taken by an earlier header. */
export function mapAgencyCsvHeaders(headers: string[]): Record<string, AgencyFieldName | null> {
  const taken = new Set<AgencyFieldName>();
  const mapping: Record<string, AgencyFieldName | null> = {};
  for (const header of headers) {
    const field = fieldByKey.get(normaliseCsvHeader(header)) ?? null;
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** A row keyed by the file's headers, as the agency's fields (unmatched columns dropped). */
export function agencyCsvRowToFields(row: Record<string, unknown>): Partial<Record<AgencyFieldName, unknown>> {
  const mapping = mapAgencyCsvHeaders(Object.keys(row));
  const fields: Partial<Record<AgencyFieldName, unknown>> = {};
  for (const [header, field] of Object.entries(mapping)) {
    const value = row[header];
    if (field) fields[field] = typeof value === 'string' ? value.trim() : value;
  }
  return fields;
}
