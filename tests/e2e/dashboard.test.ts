import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { readyUser, type ReadyUser } from './support/users.ts';
import { completeWorker, journeyPerson, payrollCsv, addAuthorisedWorker } from './support/workers.ts';
import { weekOf } from '../../src/shared/domain/payroll-periods.ts';

const j = useJourney();
let finance: ReadyUser;
let support: ReadyUser;
let client: ReadyUser;
let otherAgencyId: number;

const pat = journeyPerson('Pat', 'Payne', 'JK112233A');
const ria = journeyPerson('Ria', 'Rowe', 'AB123457C');

// Paid today (this week and this month) and a week ago (last week).
const today = todayInLondon();
const lastWeek = addDays(today, -7);
const sameMonth = lastWeek.slice(0, 7) === today.slice(0, 7);
const payroll = payrollCsv([
  `JK112233A,${today},500.00,50.00,30.00,20.00,400.00`,
  `AB123457C,${today},734.56,100.00,50.00,20.00,564.56`,
  `JK112233A,${lastWeek},450.00,45.00,25.00,15.00,365.00`,
]);

/** A multipart call as a script would send it, signed in as the admin. */
async function postForm(
  path: string,
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
) {
  const login = await fetch(`${j.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${j.server.url}${path}`, { method: 'POST', headers: { cookie }, body: form });
  if (!res.ok) throw new Error(`POST ${path} -> ${res.status} ${await res.text()}`);
}

const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 test') });

/**
 * An agency charging £25.00 a worker a pay week with two authorised workers paid this week (Pat
 * also last week); Pat holds the three required documents, his passport expiring in 10 days; Ria's
 * passport expires in 40 days (outside the alert window). A second agency has nobody.
 */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Mill Staffing',
    contactName: 'Mo Mill',
    city: 'Leeds',
    postalCode: 'LS1 1AA',
    fee: 25,
  });
  const other = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Quiet Agency',
    contactName: 'Quinn Quiet',
    city: 'York',
    postalCode: 'YO1 7HH',
  });
  otherAgencyId = other.id;
  const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Mill Payroll Ltd' });
  const patId = (await addAuthorisedWorker<{ id: number }>(asAdmin, completeWorker(pat, agency.id, company.id))).id;
  const riaId = (await asAdmin<{ id: number }>('POST', '/api/workers', completeWorker(ria, agency.id, company.id))).id;
  // Ria's permission ends in 20 days (List B group 1): authorised, with a follow-up due soon.
  await asAdmin('POST', `/api/workers/${riaId}/rtw-checks`, {
    method: 'list-b-group-1',
    checkDate: today,
    outcome: 'pass',
    permissionEndDate: addDays(today, 20),
  });
  await asAdmin('PATCH', `/api/workers/${riaId}/authorize`);
  await postForm(
    '/api/payroll-records/upload',
    { weekEnding: today },
    { ...pdf('week.csv'), type: 'text/csv', bytes: payroll },
  );
  const docs = `/api/workers/${patId}/documents`;
  await postForm(docs, { documentType: 'passport', expiryDate: addDays(today, 10) }, pdf('pat-passport.pdf'));
  await postForm(docs, { documentType: 'right_to_work' }, pdf('pat-rtw.pdf'));
  await postForm(docs, { documentType: 'national_insurance' }, pdf('pat-ni.pdf'));
  // Pat's right to work was checked when authorised (List A: continuous).
  await postForm(
    `/api/workers/${riaId}/documents`,
    { documentType: 'passport', expiryDate: addDays(today, 40) },
    pdf('ria-passport.pdf'),
  );
  const staff = { lastName: 'Staff', role: 'finance' as const };
  finance = await readyUser(j.server.url, { ...staff, email: 'finn.finance@example.test', firstName: 'Finn' });
  support = await readyUser(j.server.url, {
    ...staff,
    email: 'sue.support@example.test',
    firstName: 'Sue',
    role: 'support',
  });
  client = await readyUser(j.server.url, {
    email: 'cara.client@example.test',
    firstName: 'Cara',
    lastName: 'Client',
    role: 'client',
    agencyId: agency.id,
  });
});

const card = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
async function cardsSay(page: Page, figures: Record<string, string>) {
  for (const [label, value] of Object.entries(figures))
    await card(page, label).getByText(value, { exact: true }).waitFor();
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await signInThroughForm(page, user.email, user.password);
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

const weekLabel = (iso: string) => {
  const week = weekOf(iso);
  return `Week ${formatEnGbDate(week.from)} to ${formatEnGbDate(week.to)}`;
};
const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
  new Date(`${today}T00:00:00Z`),
);

// This week: Pat £500.00 and Ria £734.56, two fees. Last week: Pat £450.00, one fee.
const thisWeekFigures = {
  'Total Fee': '£50.00',
  'Total Revenue': '£1,284.56',
  'Total Temps': '2',
  'Avg Weekly Pay': '£617.28',
  'Net Margin': '3.9%',
};
const lastWeekFigures = {
  'Total Fee': '£25.00',
  'Total Revenue': '£475.00',
  'Total Temps': '1',
  'Avg Weekly Pay': '£450.00',
  'Net Margin': '5.3%',
};
const thisMonthFigures = sameMonth
  ? {
      'Total Fee': '£75.00',
      'Total Revenue': '£1,759.56',
      'Total Temps': '2',
      'Avg Weekly Pay': '£561.52',
      'Net Margin': '4.3%',
    }
  : thisWeekFigures;

describe('dashboard', () => {
  it('Payroll Reports: the figures of this week, Previous, Return to Current Week, Month, a filter', async () => {
    const page = await j.newPage();
    await signIn(page, finance);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Payroll Reports' }).click();
    await page.getByText(weekLabel(today), { exact: true }).waitFor();
    await cardsSay(page, thisWeekFigures);
    expect(await page.getByRole('button', { name: 'Return to Current Week' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Gross pay and agency fees by week' }).waitFor();
    await page
      .getByRole('figure', { name: 'Compliance by agency' })
      .getByText(/Mill Staffing 50\.0% \(1 of 2\)/i)
      .waitFor();
    await expectAccessible(page, 'dashboard: payroll reports, this week');

    // The formulas, from a help icon the keyboard reaches (after the payroll-company filter).
    await page.getByRole('combobox', { name: 'Payroll company' }).focus();
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByRole('button', { name: 'How these figures are calculated' })
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    await page
      .getByRole('tooltip')
      .getByText('Net Margin = fees / revenue × 100, one decimal, 0 when revenue is 0')
      .waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.getByText(weekLabel(lastWeek), { exact: true }).waitFor();
    await cardsSay(page, lastWeekFigures);
    const back = page.getByRole('button', { name: 'Return to Current Week' });
    await back.waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(weekOf(lastWeek).from);
    // The address keeps the period: a reload shows last week again.
    await page.reload();
    await page.getByText(weekLabel(lastWeek), { exact: true }).waitFor();
    await cardsSay(page, lastWeekFigures);
    await back.click();
    await page.getByText(weekLabel(today), { exact: true }).waitFor();
    await cardsSay(page, thisWeekFigures);
    await back.waitFor({ state: 'detached' });

    await page.getByText('Month', { exact: true }).click();
    await page.getByText(monthLabel, { exact: true }).waitFor();
    await cardsSay(page, thisMonthFigures);
    await page.getByRole('heading', { name: 'Gross pay and agency fees by month' }).waitFor();
    expect(await page.getByRole('button', { name: 'Return to Current Month' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await page.getByRole('button', { name: 'Return to Current Month' }).click();
    await page.getByText(monthLabel, { exact: true }).waitFor();

    // An agency without payroll: nothing paid; All Agencies again brings the figures back.
    const agency = page.getByRole('combobox', { name: 'Agency' });
    expect(await agency.inputValue()).toBe('All Agencies');
    expect(await page.getByRole('combobox', { name: 'Payroll company' }).inputValue()).toBe('All Payroll Companies');
    await agency.click();
    await page.getByRole('option', { name: /^Quiet Agency$/i }).click();
    await cardsSay(page, { 'Total Temps': '0', 'Total Fee': '£0.00', 'Net Margin': '0.0%' });
    expect(new URL(page.url()).searchParams.get('agency')).toBe(String(otherAgencyId));
    await expectAccessible(page, 'dashboard: payroll reports, a month of one agency');
    await agency.click();
    await page.getByRole('option', { name: 'All Agencies' }).click();
    await cardsSay(page, thisMonthFigures);
  });

  it('Document Expiry Alerts list a document expiring within 30 days; View Worker opens the document manager', async () => {
    const page = await j.newPage();
    await signIn(page, support);
    const panel = page.getByRole('region', { name: 'Document Expiry Alerts' });
    await panel.getByText('Documents expiring in the next 30 days', { exact: true }).waitFor();
    const alert = panel.getByRole('listitem').filter({ hasText: 'Pat Payne' });
    await alert.getByText(`Passport, expires in 10 days (${formatEnGbDate(addDays(today, 10))})`).waitFor();
    await alert.getByText('Expiring Soon', { exact: true }).waitFor();
    // Ria's passport expires in 40 days: not an alert.
    expect(await panel.getByRole('listitem').count()).toBe(1);
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expectAccessible(page, 'dashboard: overview with an alert');

    await alert.getByRole('button', { name: 'View Worker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents of Pat Payne' });
    await dialog.getByRole('heading', { name: 'Upload Document' }).waitFor();
    await dialog.getByText('pat-passport.pdf').waitFor();
    await dialog.getByText('pat-rtw.pdf').waitFor();
    expect(new URL(page.url()).searchParams.get('documents')).not.toBeNull();
    await expectAccessible(page, "dashboard: a worker's document manager");
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('documents')).toBeNull();
  });

  it('Overview cards: money as £1,234.56, compliance in percent, active agencies; a client user has no dashboard', async () => {
    const page = await j.newPage();
    await signIn(page, finance);
    await cardsSay(page, {
      'Total Monthly Payroll': sameMonth ? '£1,684.56' : '£1,234.56',
      'Authorised Workers Compliance': '50.0%',
      'Active Agencies': '2',
    });
    // The compliance card's workers by right-to-work standing, the most urgent first.
    const rtw = card(page, 'Authorised Workers Compliance').getByRole('list', { name: 'Right to work, today' });
    await rtw.getByRole('listitem').first().waitFor();
    expect(await rtw.getByRole('listitem').allInnerTexts()).toEqual([
      'Lapsed: 0',
      'Due in 30 days: 1',
      'No check: 0',
      'To review: 0',
      'Continuous: 1',
    ]);
    await expectAccessible(page, 'dashboard: overview');

    // /dashboard is the same screen.
    await page.goto('/dashboard?dashtab=reports');
    await page.getByText(weekLabel(today), { exact: true }).waitFor();

    // On a phone both tabs fit the screen's width (the charts follow it).
    const phone = await j.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughForm(phone, support.email, support.password);
    await phone.getByRole('button', { name: 'View Worker' }).waitFor();
    const pageWidth = () => phone.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(391);
    await phone.getByRole('tab', { name: 'Payroll Reports' }).click();
    await phone.getByRole('heading', { name: 'Compliance by agency' }).waitFor();
    await card(phone, 'Net Margin').getByText('3.9%', { exact: true }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(391);

    const asClient = await j.newPage();
    await signIn(asClient, client);
    await asClient.getByRole('tab', { name: 'Workers', exact: true }).waitFor();
    expect(await asClient.getByRole('tab', { name: 'Dashboard', exact: true }).count()).toBe(0);
    await asClient.goto('/dashboard');
    await asClient.getByRole('heading', { name: 'Access Denied', level: 1 }).waitFor();
    expect(await asClient.getByText('Total Monthly Payroll').count()).toBe(0);
  });
});
