import type { Locator, Page, Request } from 'playwright-core';
import { todayInLondon } from '../../../src/shared/domain/en-gb-dates.ts';

/** Waits for a toast (Mantine notification) holding the text. */
export async function toastSays(page: Page, text: string | RegExp) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

/** Picks an option of a Mantine Select (its options render in a portal, outside the dialog). */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string, typed?: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The PATCH /api/workers/{id} calls among the requests a page made. */
export const patchesOf = (requests: Request[]) =>
  requests.filter((r) => r.method() === 'PATCH' && /\/api\/workers\/\d+$/.test(r.url()));

/** The details the payroll, dashboard and reports journeys' workers share; each adds a name, email and NI number. */
const sharedDetails = {
  title: 'MR',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1988-05-20',
  phone: '07700900333',
  addressLine1: '8 Mill Lane',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS1 4DY',
  workStartDate: '2024-01-08',
};

/** A worker of those journeys: the shared details under this name and NI number (email first.last@example.test). */
export const journeyPerson = (firstName: string, lastName: string, niNumber: string): Person => ({
  ...sharedDetails,
  firstName,
  lastName,
  niNumber,
  email: `${firstName}.${lastName}@example.test`.toLowerCase(),
});

/** A payroll upload file (docs/domain.md's columns, CRLF) holding these rows. */
export const payrollCsv = (rows: string[]) =>
  Buffer.from(['NI Number,Pay Date,Gross Pay,Tax,NI,Pension,Net Pay', ...rows].join('\r\n') + '\r\n');

type Person = {
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  maritalStatus: string;
  nationality: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  addressLine1: string;
  city: string;
  county: string;
  postCode: string;
  niNumber: string;
  workStartDate: string;
};

/**
 * A worker with every counted field filled (100%), so an admin creates it authorised and active;
 * the person's own details vary, the rest is a standard weekly payroll set-up.
 */
export const completeWorker = (person: Person, agencyId: number, payrollCompanyId: number) => ({
  ...person,
  initial: person.firstName.charAt(0),
  accountName: `${person.firstName.charAt(0)} ${person.lastName}`.toUpperCase(),
  sortCode: '12-34-56',
  accountNumber: '12345678',
  paymentFrequency: 'Weekly',
  niCategory: 'A',
  taxCode: '1257L',
  wk1Mth1Basis: '1',
  agencyId,
  payrollCompanyId,
});

type ApiCall = <T>(method: string, url: string, body?: unknown) => Promise<T>;

/**
 * A complete worker made authorised the way staff must (docs/domain.md, "Right-to-work checks"):
 * created (Pending: a new worker has no check yet), a passing List A check recorded today
 * (continuous), then authorised. Answers the authorised worker.
 */
export async function addAuthorisedWorker<T extends { id: number } = { id: number }>(
  asAdmin: ApiCall,
  body: object,
): Promise<T> {
  const { id } = await asAdmin<{ id: number }>('POST', '/api/workers', body);
  const checkDate = todayInLondon();
  await asAdmin('POST', `/api/workers/${id}/rtw-checks`, { method: 'list-a', checkDate, outcome: 'pass' });
  return asAdmin<T>('PATCH', `/api/workers/${id}/authorize`);
}
