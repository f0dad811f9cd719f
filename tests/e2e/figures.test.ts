/**
 * Figures that say what they count (docs/domain.md "What each figure counts") and the week the
 * Dashboard's Payroll Reports and the Payroll tab open on (docs/domain.md "Which week a screen
 * opens on"), with no payroll yet this week: Pat was paid £450.00 a week ago, Ria £300.00 two
 * weeks ago, by an agency charging £25.00 a worker a pay week.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { lastCompleteWeeks, weekOf } from '../../src/shared/domain/payroll-periods.ts';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson, payrollCsv, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();
let finance: ReadyUser;

const today = todayInLondon();
const lastWeek = addDays(today, -7);
const twoWeeksAgo = addDays(today, -14);

/** A payroll upload as a script would send it, signed in as the admin. */
async function upload(weekEnding: string, csv: Buffer, fields: Record<string, string> = {}) {
  const login = await fetch(`${j.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const form = new FormData();
  form.append('weekEnding', weekEnding);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'week.csv');
  const res = await fetch(`${j.server.url}/api/payroll-records/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`upload -> ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Mill Staffing',
    contactName: 'Mo Mill',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    fee: 25,
  });
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Mill Payroll Ltd' });
  const pat = journeyPerson('Pat', 'Payne', 'JK112233A');
  const ria = journeyPerson('Ria', 'Rowe', 'AB123457C');
  await addAuthorisedWorker(asAdmin, completeWorker(pat, agency.id, company.id));
  await addAuthorisedWorker(asAdmin, completeWorker(ria, agency.id, company.id));
  await upload(twoWeeksAgo, payrollCsv([`AB123457C,${twoWeeksAgo},300.00,0.00,0.00,0.00,300.00`]));
  // Against the week before, gross pay rose by half: a variance, confirmed.
  await upload(lastWeek, payrollCsv([`JK112233A,${lastWeek},450.00,0.00,0.00,0.00,450.00`]), {
    confirmVariances: 'true',
  });
  finance = await readyUser(j.server.url, {
    email: 'finn.finance@example.test',
    firstName: 'Finn',
    lastName: 'Finance',
    role: 'finance',
  });
});

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
/** Each card's figure and the line under it naming its measure and period. */
async function cardsSay(page: Page, cards: Record<string, [string, string]>) {
  for (const [label, [value, note]] of Object.entries(cards)) {
    await card(page, label).getByText(value, { exact: true }).waitFor();
    await card(page, label).getByText(note, { exact: true }).waitFor();
  }
}

const range = (period: { from: string; to: string }) =>
  `${formatEnGbDate(period.from)} to ${formatEnGbDate(period.to)}`;
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${today}T00:00:00Z`),
);
const inThisMonth = (iso: string) => iso.slice(0, 7) === today.slice(0, 7);
const thisMonthPay = (inThisMonth(lastWeek) ? 450 : 0) + (inThisMonth(twoWeeksAgo) ? 300 : 0);
const thisMonthText = `£${thisMonthPay.toFixed(2)}`;

async function signIn(page: Page) {
  await signInThroughForm(page, finance.email, finance.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

describe('figures that say what they count', () => {
  it('the Dashboard names each measure and period, and Payroll Reports opens on the latest week with payroll', async () => {
    const page = await j.newPage();
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await cardsSay(page, {
      'Total Monthly Payroll': [thisMonthText, `Gross pay, ${monthName}`],
      'Authorised Workers Compliance': ['0.0%', '0 of 2 authorised workers not left, today'],
      'Active Agencies': ['1', 'Agencies Active, not archived, today'],
    });

    await page.getByRole('tab', { name: 'Payroll Reports' }).click();
    const shown = `week ${range(weekOf(lastWeek))}`;
    await page.getByText(`Week ${range(weekOf(lastWeek))}`, { exact: true }).waitFor();
    await page
      .getByText(
        `No payroll yet for the current week (${range(weekOf(today))}). Showing the latest week with payroll.`,
        { exact: true },
      )
      .waitFor();
    await cardsSay(page, {
      'Total Fee': ['£25.00', `Agency fees, ${shown}`],
      'Total Revenue': ['£475.00', `Gross pay + agency fees, ${shown}`],
      'Total Temps': ['1', `Workers paid, ${shown}`],
      'Avg Weekly Pay': ['£450.00', `Gross pay per payroll record, ${shown}`],
      'Net Margin': ['5.3%', `Agency fees / revenue, ${shown}`],
    });
    // Gross Profit would only repeat Total Fee under another name.
    expect(await card(page, 'Gross Profit').count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('date')).toBeNull();
    await expectAccessible(page, 'dashboard: payroll reports opened on the latest week with payroll');

    // The current week on request: empty, and said to be so by its figures alone.
    await page.getByRole('button', { name: 'Return to Current Week' }).click();
    await page.getByText(`Week ${range(weekOf(today))}`, { exact: true }).waitFor();
    await cardsSay(page, { 'Total Fee': ['£0.00', `Agency fees, week ${range(weekOf(today))}`] });
    expect(await page.getByText(/^No payroll yet for the current week/).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('date')).toBe(weekOf(today).from);
    await page.getByRole('button', { name: 'Return to Current Week' }).waitFor({ state: 'detached' });
    // Previous steps back to the week with payroll.
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await cardsSay(page, { 'Total Fee': ['£25.00', `Agency fees, ${shown}`] });
  });

  it('the Payroll tab’s This Week shows the latest week with payroll and says this week has none yet', async () => {
    const page = await j.newPage();
    await signIn(page);
    await page.getByRole('tab', { name: 'Payroll', exact: true }).click();
    await page.getByRole('heading', { name: 'Payroll Management', level: 1 }).waitFor();
    await cardsSay(page, {
      'This Week': ['£450.00', `No payroll yet this week. Gross pay, week ${range(weekOf(lastWeek))}`],
      'This Month': [thisMonthText, `Gross pay, ${monthName}`],
      'Total Workers': ['2', 'Authorised, Active workers, today'],
      'Avg Weekly Pay': ['£375.00', `Gross pay per payroll record, 4 weeks ${range(lastCompleteWeeks(4))}`],
    });
    await expectAccessible(page, 'payroll: cards naming their measures and periods');
  });
});
