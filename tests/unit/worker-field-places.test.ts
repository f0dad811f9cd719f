import { describe, expect, it } from 'vitest';
import { workerGroupColumns } from '../../src/shared/domain/reports/worker-columns.ts';
import { importFields, requiredImportFields } from '../../src/shared/domain/worker-import/import-fields.ts';
import { workerExportColumns } from '../../src/server/modules/worker-export/worker-export.columns.ts';
import {
  templateHeader,
  workerTemplateFields,
} from '../../src/server/modules/worker-template/worker-template.fields.ts';
import { addWorkerFields } from '../../src/client/features/workers/components/add-worker/add-worker-form.ts';
import {
  bankDetailsGroups,
  payrollGroups,
  personalDetailsGroups,
} from '../../src/client/features/workers/components/profile/worker-profile-fields.ts';

/*
 * Where each worker field appears, in what order and under what header, as the screens and files
 * showed it before these lists were derived from the worker field table (docs/domain.md). Each list
 * is written out here once; the sections of the Add and Edit forms are checked on the rendered
 * form (src/client/features/workers/components/add-worker/worker-form-sections.test.tsx) and
 * Worker Profile Details in worker-field-table.test.ts.
 */
describe('the places of the worker fields', () => {
  it('the Add New Worker and Edit Worker Profile forms hold these fields, in this order', () => {
    expect(addWorkerFields).toEqual([
      'title',
      'initial',
      'firstName',
      'lastName',
      'gender',
      'maritalStatus',
      'dateOfBirth',
      'nationality',
      'email',
      'phone',
      'immigrationShareCode',
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
      'workStartDate',
      'paymentFrequency',
      'niCategory',
      'taxCode',
      'wk1Mth1Basis',
      'employeeReference',
      'worksReference',
      'agencyId',
      'payrollCompanyId',
    ]);
  });

  it("the worker card's tabs edit these fields in place, in these groups", () => {
    const groups = [...personalDetailsGroups, ...payrollGroups, ...bankDetailsGroups];
    expect(groups.map((g) => [g.title, g.fields.map((f) => f.field)])).toEqual([
      [
        'Personal',
        [
          'title',
          'initial',
          'firstName',
          'lastName',
          'gender',
          'maritalStatus',
          'dateOfBirth',
          'nationality',
          'immigrationShareCode',
        ],
      ],
      ['Contact', ['email', 'phone']],
      ['Address', ['addressLine1', 'addressLine2', 'addressLine3', 'city', 'county', 'postCode']],
      ['Other', ['notes']],
      [
        'Assignment',
        ['agencyId', 'payrollCompanyId', 'workStartDate', 'paymentFrequency', 'employeeReference', 'worksReference'],
      ],
      ['Tax and National Insurance', ['niNumber', 'niCategory', 'taxCode', 'wk1Mth1Basis']],
      ['Bank Account', ['accountName', 'sortCode', 'accountNumber', 'bacsReference']],
    ]);
    expect(personalDetailsGroups).toHaveLength(4);
    expect(payrollGroups).toHaveLength(2);
  });

  it('the export has these columns: header and width', () => {
    expect(workerExportColumns.map((c) => [c.header, c.width ?? null])).toEqual([
      ['ID', 8],
      ['Title', 7],
      ['Initial', 7],
      ['First Name', null],
      ['Last Name', null],
      ['Gender', 12],
      ['Marital Status', null],
      ['Nationality', null],
      ['Date of Birth', 12],
      ['Email', 30],
      ['Phone', 13],
      ['Address Line 1', 25],
      ['Address Line 2', 20],
      ['Address Line 3', 20],
      ['City', null],
      ['County', null],
      ['Post Code', 10],
      ['NI Number', 12],
      ['NI Category', 11],
      ['Tax Code', 10],
      ['Wk1/Mth1 Basis', 14],
      ['Payment Frequency', 17],
      ['Sort Code', 10],
      ['Account Number', 15],
      ['Account Name', 20],
      ['BACS Reference', 18],
      ['Immigration Share Code', 20],
      ['Employee Reference', 18],
      ['Works Reference', 16],
      ['Work Start Date', 14],
      ['Agency', 28],
      ['Payroll Company', 28],
      ['Completion %', 12],
      ['Authorised', 10],
      ['Authorised Date', 14],
      ['Status', 10],
      ['P45 Date', 12],
      ['Added Via', 10],
      ['Notes', 40],
      ['Created', 12],
      ['Last Updated', 12],
    ]);
  });

  it("the worker reports' personal, employment and payroll groups add these columns: key, header, kind and width", () => {
    const columns = (group: 'personal' | 'employment' | 'payroll') =>
      workerGroupColumns[group].map((c) => [c.key, c.header, c.kind, c.width ?? null]);
    expect(columns('personal')).toEqual([
      ['title', 'Title', 'text', 7],
      ['dateOfBirth', 'Date of Birth', 'date', 12],
      ['gender', 'Gender', 'text', 10],
      ['maritalStatus', 'Marital Status', 'text', null],
      ['nationality', 'Nationality', 'text', null],
      ['email', 'Email', 'text', 30],
      ['phone', 'Phone', 'text', 13],
      ['addressLine1', 'Address Line 1', 'text', 25],
      ['addressLine2', 'Address Line 2', 'text', 20],
      ['addressLine3', 'Address Line 3', 'text', 20],
      ['city', 'City', 'text', null],
      ['county', 'County', 'text', null],
      ['postCode', 'Post Code', 'text', 10],
      ['niNumber', 'NI Number', 'text', 12],
      ['immigrationShareCode', 'Immigration Share Code', 'text', 20],
    ]);
    expect(columns('employment')).toEqual([
      ['employeeReference', 'Employee Reference', 'text', 18],
      ['worksReference', 'Works Reference', 'text', 16],
      ['workStartDate', 'Work Start Date', 'date', 12],
      ['payrollCompany', 'Payroll Company', 'text', 28],
      ['authorised', 'Authorised', 'text', null],
      ['completion', 'Completion %', 'number', null],
      ['p45Date', 'P45 Date', 'date', 12],
    ]);
    expect(columns('payroll')).toEqual([
      ['taxCode', 'Tax Code', 'text', 10],
      ['niCategory', 'NI Category', 'text', 11],
      ['wk1Mth1Basis', 'Wk1/Mth1 Basis', 'text', null],
      ['paymentFrequency', 'Payment Frequency', 'text', 17],
      ['sortCode', 'Sort Code', 'text', 10],
      ['accountNumber', 'Account Number', 'text', 15],
      ['accountName', 'Account Name', 'text', 20],
      ['bacsReference', 'BACS Reference', 'text', 18],
      ['payments', 'Payments', 'number', null],
      ['totalGross', 'Total Gross Pay', 'money', null],
      ['lastPayDate', 'Last Pay Date', 'date', 12],
    ]);
  });

  it('the import template has these columns: header (" *" when required), the field it fills, width and example', () => {
    expect(workerTemplateFields.map((f) => [templateHeader(f), f.field, f.width, f.example])).toEqual([
      ['Employee Reference', 'employeeReference', 18, 'EMP001'],
      ['Works Reference', 'worksReference', 16, 'WR001'],
      ['Title', 'title', 8, 'MR'],
      ['Initial', 'initial', 8, 'J'],
      ['Forename *', 'firstName', 16, 'John'],
      ['Surname *', 'lastName', 16, 'Smith'],
      ['Address Line 1 *', 'addressLine1', 24, '12 High Street'],
      ['Address Line 2', 'addressLine2', 18, 'Flat 3'],
      ['Address Line 3', 'addressLine3', 18, ''],
      ['City *', 'city', 14, 'Leeds'],
      ['County', 'county', 18, 'West Yorkshire'],
      ['Post Code *', 'postCode', 11, 'LS1 4AP'],
      ['Email *', 'email', 28, 'john.smith@example.com'],
      ['Phone *', 'phone', 14, '07700900123'],
      ['Gender', 'gender', 18, 'MALE'],
      ['Marital Status', 'maritalStatus', 20, 'SINGLE'],
      ['Date of Birth *', 'dateOfBirth', 14, '17/05/1990'],
      ['Nationality', 'nationality', 14, 'BRITISH'],
      ['Work Start Date', 'workStartDate', 15, '06/01/2025'],
      ['NI Number *', 'niNumber', 13, 'AB123456C'],
      ['NI Category', 'niCategory', 12, 'A'],
      ['Tax Code', 'taxCode', 10, '1257L'],
      ['Wk1/Mth1 Basis', 'wk1Mth1Basis', 15, '1'],
      ['Payment Frequency', 'paymentFrequency', 18, 'Weekly'],
      ['Sort Code', 'sortCode', 11, '12-34-56'],
      ['Account Number', 'accountNumber', 15, '12345678'],
      ['Account Name', 'accountName', 18, 'J SMITH'],
      ['BACS Reference', 'bacsReference', 16, 'SMITH J'],
      ['Immigration Share Code', 'immigrationShareCode', 22, ''],
      ['Notes', 'notes', 30, ''],
      ['Agency', 'agency', 24, 'Example Agency Ltd'],
      ['Payroll Company', 'payrollCompany', 24, 'Example Payroll Ltd'],
    ]);
    expect(workerTemplateFields.filter((f) => f.choices).map((f) => f.field)).toEqual([
      'title',
      'gender',
      'maritalStatus',
      'niCategory',
      'wk1Mth1Basis',
      'paymentFrequency',
    ]);
  });

  it("the import maps the template's worker columns, in its order, and requires its starred ones", () => {
    const templateWorkerFields = workerTemplateFields.map((f) => f.field).slice(0, -2);
    expect(importFields).toEqual(templateWorkerFields);
    expect(requiredImportFields).toEqual(workerTemplateFields.filter((f) => f.required).map((f) => f.field));
  });
});
