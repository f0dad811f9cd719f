import { payrollCompanies, workers } from '../../src/server/db/schema/index.ts';
import { completionPercentage } from '../../src/shared/domain/worker-completion.ts';
import { makeAgency, type TestApp } from './app.ts';

export type WorkerInsert = typeof workers.$inferInsert;
export type WorkerFactoryRow = typeof workers.$inferSelect;

let counter = 0;

/**
 * A valid NI number unique within the test process: prefix TW (a letter pair HMRC allocates),
 * six digits from a counter, suffix A to D. API tests typing their own numbers should avoid TW.
 */
export function uniqueNiNumber(): string {
  counter += 1;
  const digits = String(counter % 1_000_000).padStart(6, '0');
  const suffix = 'ABCD'[Math.floor(counter / 1_000_000) % 4]!;
  return `TW${digits}${suffix}`;
}

/** Factory: a payroll company with a unique name. */
export async function makePayrollCompany(t: TestApp, overrides: Partial<typeof payrollCompanies.$inferInsert> = {}) {
  counter += 1;
  const [row] = await t.ctx.db
    .insert(payrollCompanies)
    .values({ name: `Payroll Co ${counter} ${Date.now()}`, email: 'payroll@example.test', ...overrides })
    .returning();
  return row!;
}

/**
 * Factory: a worker inserted straight through Drizzle, every field filled with valid UK data
 * (100% complete, authorised and active, with a continuous right-to-work standing) unless overridden. Each call gets a fresh agency and
 * payroll company unless agencyId / payrollCompanyId are given (null leaves them empty).
 * completionPercentage is computed with the shared rule from the final values unless given.
 */
export async function makeWorker(t: TestApp, overrides: Partial<WorkerInsert> = {}): Promise<WorkerFactoryRow> {
  const agencyId = overrides.agencyId !== undefined ? overrides.agencyId : (await makeAgency(t)).id;
  const payrollCompanyId =
    overrides.payrollCompanyId !== undefined ? overrides.payrollCompanyId : (await makePayrollCompany(t)).id;
  counter += 1;
  const values: WorkerInsert = {
    title: 'MR',
    initial: 'J',
    firstName: 'John',
    lastName: `Smith${counter}`,
    gender: 'MALE',
    maritalStatus: 'SINGLE',
    nationality: 'BRITISH',
    dateOfBirth: '1990-05-17',
    email: `worker${counter}.${Date.now()}@example.test`,
    phone: `07700${String(900000 + (counter % 100000)).padStart(6, '0')}`,
    addressLine1: '10 Downing Street',
    city: 'London',
    county: 'Greater London',
    postCode: 'SW1A 2AA',
    accountName: 'J SMITH',
    sortCode: '12-34-56',
    accountNumber: '12345678',
    niNumber: uniqueNiNumber(),
    workStartDate: '2024-01-08',
    paymentFrequency: 'Weekly',
    niCategory: 'A',
    taxCode: '1257L',
    wk1Mth1Basis: '1',
    authorised: true,
    status: 'active',
    addedVia: 'manual',
    ...overrides,
    agencyId,
    payrollCompanyId,
  };
  values.completionPercentage = overrides.completionPercentage ?? completionPercentage(values);
  if (values.authorised && values.authorisedAt === undefined) values.authorisedAt = new Date();
  // An authorised worker had a passing right-to-work check to be authorised (docs/domain.md
  // "Right-to-work checks"): a continuous standing unless the test says otherwise.
  if (values.authorised && overrides.rtwChecked === undefined) values.rtwChecked = true;
  const [row] = await t.ctx.db.insert(workers).values(values).returning();
  return row!;
}
