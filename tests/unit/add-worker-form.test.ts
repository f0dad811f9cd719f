import { describe, expect, it } from 'vitest';
import {
  addWorkerResolver,
  emptyAddWorkerValues,
  type AddWorkerValues,
} from '../../src/client/features/workers/components/add-worker/add-worker-form.ts';

const complete: AddWorkerValues = {
  ...emptyAddWorkerValues,
  title: 'MS',
  initial: 'A',
  firstName: 'Alice',
  lastName: 'Walker',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1990-05-17',
  email: 'alice@example.com',
  phone: '07700900123',
  addressLine1: '1 High Street',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS1 4AP',
  accountName: 'A WALKER',
  sortCode: '08-99-99',
  accountNumber: '66374958',
  niNumber: 'AB123456C',
  workStartDate: '2024-01-08',
  paymentFrequency: 'Weekly',
  taxCode: '1257L',
  agencyId: 1,
  payrollCompanyId: 1,
};

const errorsOf = async (values: AddWorkerValues) => {
  const result = await addWorkerResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
};

describe('Add New Worker messages (docs/domain.md, Workers)', () => {
  it('a complete, valid form has no errors', async () => {
    expect(await errorsOf(complete)).toEqual({});
  });

  it.each([
    ['email', 'alice@', 'Please enter a valid email'],
    ['niNumber', 'AB12345', 'NI number must be at least 9 characters'],
    ['niNumber', 'QQ123456C', 'NI number prefix QQ is not used: the first letter is never D, F, I, Q, U or V'],
    ['accountNumber', '1234567', 'Account number must be at least 8 digits'],
    ['accountNumber', '123456789', 'Account number must be exactly 8 digits'],
    ['sortCode', '12345', 'Sort code must be 6 digits'],
    ['sortCode', '1234567', 'Sort code must be 6 digits'],
    ['postCode', 'QA1 1AA', 'Must be a valid UK post code, like SW1A 1AA'],
    ['postCode', 'SW1A 1CA', 'Must be a valid UK post code, like SW1A 1AA'],
  ] as const)('%s %j: %s', async (field, value, message) => {
    expect(await errorsOf({ ...complete, [field]: value })).toEqual({ [field]: message });
  });
});
