import { describe, expect, it } from 'vitest';
import { cleanAgencyFields, missingRequiredAgencyFields } from '../../src/shared/domain/agency-fields.ts';

describe('agency field rules (docs/domain.md, Agencies)', () => {
  it.each([
    [{ name: ' acme ' }, { name: 'ACME' }],
    [{ postalCode: 'ls1 4ap' }, { postalCode: 'LS1 4AP' }],
    [{ contactEmail: 'Jane@Acme.Example' }, { contactEmail: 'jane@acme.example' }],
    [{ contactEmail: '' }, { contactEmail: null }],
    [{ mainContactName: 'Mo' }, { contactName: 'Mo' }],
    [{ registrationNumber: '01234567' }, { companyNumber: '01234567' }],
    [{ contactName: 'Canonical', mainContactName: 'Alias' }, { contactName: 'Canonical' }],
    [{ businessType: 'contract' }, { businessType: 'contracting' }],
    [{ businessType: 'Staffing' }, { businessType: 'staffing' }],
    [{ industryType: 'healthcare' }, { industryType: 'Healthcare' }],
    [{ status: 'On Hold' }, { status: 'on_hold' }],
    [{ status: 'going_bust' }, { status: 'going_bust' }],
    [{ trustScore: 90 }, { trustScore: 90 }],
    [{ trustScore: '70' }, { trustScore: 70 }],
    [{ fee: 12.5 }, { feePence: 1250 }],
    [{ fee: '25.00' }, { feePence: 2500 }],
    [{ fee: '' }, { feePence: null }],
    [{ paymentTerms: '7 days' }, { paymentTerms: '7 Days' }],
    [{ paymentTerms: 'before payroll' }, { paymentTerms: 'Before Payroll' }],
    [{ invoiceFrequency: 'Both' }, { invoiceFrequency: 'both' }],
    [{ timesheetSubmission: '' }, { timesheetSubmission: 'Monday-Friday' }],
  ])('%j is stored as %j', (input, values) => {
    expect(cleanAgencyFields(input)).toEqual({ values, issues: [] });
  });

  it.each([
    [{ name: '  ' }, 'name', 'Agency name is required'],
    [{ contactName: '' }, 'contactName', 'Contact name is required'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail', 'Valid email is required'],
    [{ city: '' }, 'city', 'City is required'],
    [{ postalCode: null }, 'postalCode', 'Postal code is required'],
    [{ businessType: 'bakery' }, 'businessType', undefined],
    [{ status: 'archived' }, 'status', 'Status must be one of Active, On Hold, Left, Going Bust'],
    [{ trustScore: 95 }, 'trustScore', 'Trust score must be 0 to 100 in steps of 10'],
    [{ trustScore: 110 }, 'trustScore', 'Trust score must be 0 to 100 in steps of 10'],
    [{ trustScore: -10 }, 'trustScore', 'Trust score must be 0 to 100 in steps of 10'],
    [{ fee: -1 }, 'fee', undefined],
    [{ fee: '12.345' }, 'fee', undefined],
    [{ fee: 'ten' }, 'fee', undefined],
    [{ paymentTerms: '30 Days' }, 'paymentTerms', 'Payment terms must be 7 Days, 14 Days or Before Payroll'],
    [{ invoiceFrequency: 'daily' }, 'invoiceFrequency', 'Invoice frequency must be weekly, monthly or both'],
    [{ timesheetSubmission: 'x'.repeat(51) }, 'timesheetSubmission', undefined],
    [{ favouriteColour: 'blue' }, 'favouriteColour', 'Unknown field'],
    [{ __proto__: 'x', name: 'A' }, undefined, undefined],
  ])('%j is refused on %s', (input, field, message) => {
    const { issues } = cleanAgencyFields(input);
    if (field === undefined) return expect(issues).toEqual([]);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.field).toBe(field);
    if (message) expect(issues[0]!.message).toBe(message);
  });

  it('names every required field a create or full edit leaves out', () => {
    expect(missingRequiredAgencyFields({ mainContactName: 'Mo', city: 'Leeds' }).map((i) => i.message)).toEqual([
      'Agency name is required',
      'Postal code is required',
    ]);
  });
});
