import { describe, expect, it } from 'vitest';
import { completionFields, requiredWorkerFields } from '../../src/shared/domain/worker-completion.ts';
import {
  workerFieldLabel,
  workerFieldRules,
  workerFields,
  workerFieldTable,
  workerSections,
  workerTextFields,
} from '../../src/shared/domain/worker-fields.ts';
import { requiredMessages } from '../../src/client/features/workers/components/add-worker/add-worker-form.ts';
import { detailGroupsFor } from '../../src/client/features/workers/components/details/worker-details-fields.ts';
import type { Worker } from '../../src/shared/api/workers.ts';

/** The labels the screens showed before the table, field by field. */
const screenLabels = {
  title: 'Title',
  initial: 'Initial',
  firstName: 'First Name',
  lastName: 'Last Name',
  gender: 'Gender',
  maritalStatus: 'Marital Status',
  dateOfBirth: 'Date of Birth',
  nationality: 'Nationality',
  email: 'Email',
  phone: 'Phone',
  immigrationShareCode: 'Immigration Share Code',
  notes: 'Notes',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  addressLine3: 'Address Line 3',
  city: 'City',
  county: 'County',
  postCode: 'Post Code',
  accountName: 'Account Name',
  sortCode: 'Sort Code',
  accountNumber: 'Account Number',
  bacsReference: 'BACS Reference',
  niNumber: 'NI Number',
  niCategory: 'NI Category',
  taxCode: 'Tax Code',
  wk1Mth1Basis: 'Wk1/Mth1 Basis',
  paymentFrequency: 'Payment Frequency',
  workStartDate: 'Work Start Date',
  employeeReference: 'Employee Reference',
  worksReference: 'Works Reference',
  p45Date: 'P45 Date',
  agencyId: 'Agency',
  payrollCompanyId: 'Payroll Company',
};

describe('the worker field table', () => {
  it('holds every worker field once, and nothing else', () => {
    expect([...workerFields].sort()).toEqual([...workerTextFields, 'agencyId', 'payrollCompanyId'].sort());
  });

  it.each(Object.entries(screenLabels))('%s is labelled %s', (field, label) => {
    expect(workerFieldLabel(field as keyof typeof screenLabels)).toBe(label);
    expect(Object.keys(workerSections)).toContain(workerFieldTable[field as keyof typeof screenLabels].section);
  });

  it.each(workerTextFields)('%s has a length cap and a formatter for the server', (field) => {
    expect(workerFieldRules[field].max).toBeGreaterThan(0);
    expect(workerFieldRules[field].format).toBeTypeOf('function');
  });

  it('marks the 22 fields the card requires, all counted for completion', () => {
    expect(requiredWorkerFields).toHaveLength(22);
    expect(workerFields.filter((f) => workerFieldTable[f].required).sort()).toEqual([...requiredWorkerFields].sort());
    for (const f of requiredWorkerFields) expect(completionFields).toContain(f);
  });

  it('gives the Add New Worker form its 25 required messages: the 22, the county, the agency and the payroll company', () => {
    expect(Object.keys(requiredMessages).sort()).toEqual(
      [...requiredWorkerFields, 'county', 'agencyId', 'payrollCompanyId'].sort(),
    );
    expect(requiredMessages).toMatchObject({
      firstName: 'First name is required',
      email: 'Please enter a valid email',
      agencyId: 'Agency selection is required',
    });
  });
});

// The export, the template, the forms, the card and the reports: worker-field-places.test.ts.
describe('Worker Profile Details keeps its text', () => {
  it('Worker Profile Details shows its groups and labels as before, the P45 date only once there is one', () => {
    const worker = { p45Date: null } as unknown as Worker;
    const groups = (w: Worker) => detailGroupsFor(w).map((g) => [g.title, g.fields.map((f) => f.label)]);
    expect(groups(worker)).toEqual([
      [
        'Personal Details',
        [
          'Title',
          'Initial',
          'First Name',
          'Last Name',
          'Gender',
          'Marital Status',
          'Date of Birth',
          'Nationality',
          'Email',
          'Phone',
          'Immigration Share Code',
          'Notes',
        ],
      ],
      ['Address', ['Address Line 1', 'Address Line 2', 'Address Line 3', 'City', 'County', 'Post Code']],
      ['Bank Details', ['Account Name', 'Sort Code', 'Account Number', 'BACS Reference']],
      [
        'Payroll',
        [
          'NI Number',
          'NI Category',
          'Tax Code',
          'Wk1/Mth1 Basis',
          'Payment Frequency',
          'Work Start Date',
          'Employee Reference',
          'Works Reference',
        ],
      ],
      ['Agency & Payroll Assignment', ['Agency', 'Payroll Company']],
    ]);
    expect(groups({ p45Date: '2025-01-02' } as unknown as Worker)[3]?.[1]).toContain('P45 Date');
  });

  it('Worker Profile Details reads choices by their labels and dates DD/MM/YYYY', () => {
    const worker = {
      niCategory: 'A',
      wk1Mth1Basis: '0',
      dateOfBirth: '1990-05-17',
      p45Date: null,
      agency: { id: 1, name: 'ACME' },
    } as unknown as Worker;
    const values = Object.fromEntries(
      detailGroupsFor(worker).flatMap((g) => g.fields.map((f) => [f.label, f.value(worker)])),
    );
    expect(values).toMatchObject({
      'NI Category': 'A - Standard',
      'Wk1/Mth1 Basis': 'Cumulative',
      'Date of Birth': '17/05/1990',
      Agency: 'ACME',
      Title: null,
    });
  });
});
