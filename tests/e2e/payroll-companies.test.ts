import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiAs, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { completeWorker, toastSays, addAuthorisedWorker } from './support/workers.ts';

const j = useJourney();

const worker = {
  title: 'MS',
  firstName: 'Una',
  lastName: 'Used',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '1990-03-14',
  email: 'una.used@example.test',
  phone: '07700900444',
  addressLine1: '3 Quay Street',
  city: 'Bristol',
  county: 'Bristol',
  postCode: 'BS1 4DJ',
  niNumber: 'JK445566A',
  workStartDate: '2024-02-05',
};

/** One company that a worker is paid through, so the cards start at 1 / 1 / 0 / 1. */
beforeAll(async () => {
  const asAdmin = await apiAs(j.server.url);
  const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
    name: 'Quay Staffing',
    contactName: 'Quinn Quay',
    city: 'Bristol',
    postalCode: 'BS1 1AA',
  });
  const used = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Used Payroll Ltd' });
  await addAuthorisedWorker(asAdmin, completeWorker(worker, agency.id, used.id));
});

const cardValue = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).locator('p').last().innerText();

async function expectCards(page: Page, expected: Record<string, string>) {
  for (const [label, value] of Object.entries(expected))
    await expect.poll(() => cardValue(page, label), { message: label }).toBe(value);
}

const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true });

describe('admin: payroll companies', () => {
  it('creates, finds, edits and deletes a payroll company, with the spec texts', async () => {
    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    await page.goto('/admin?admintab=payroll-companies');
    await page.getByRole('heading', { name: 'Payroll Company Management' }).waitFor();
    await row(page, 'Used Payroll Ltd').waitFor();
    await expectCards(page, {
      'Total Companies': '1',
      'With Workers': '1',
      'Without Workers': '0',
      'Added This Month': '1',
    });
    expect(await row(page, 'Used Payroll Ltd').getByRole('cell').nth(5).innerText()).toBe('1');
    await expectAccessible(page, 'payroll companies tab');

    // A blank name is refused under the field and in the spec's toast.
    await page.getByRole('button', { name: 'Add Payroll Company', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add Payroll Company' });
    await add.getByLabel('Company Name').fill('   ');
    await add.getByRole('button', { name: 'Add Company', exact: true }).click();
    await add.getByText('Company name is required').waitFor();
    await toastSays(page, 'Validation Error');
    await expectAccessible(page, 'add payroll company dialog with an error');

    await add.getByLabel('Company Name').fill('Thames Payroll Ltd');
    await add.getByLabel('Email').fill('Payroll@Thames.example');
    await add.getByLabel('PAYE Reference').fill('120/TH12345');
    await add.getByLabel('Supplier Name').fill('Riverside Supplies');
    await add.getByLabel('Internal Reference').fill('INT-042');
    await add.getByRole('button', { name: 'Add Company', exact: true }).click();
    await toastSays(page, 'Payroll company created successfully');
    await add.waitFor({ state: 'detached' });
    const thames = row(page, 'Thames Payroll Ltd');
    await thames.waitFor();
    for (const shown of ['payroll@thames.example', '120/TH12345', 'Riverside Supplies', 'INT-042'])
      await thames.getByText(shown, { exact: true }).waitFor();
    await expectCards(page, {
      'Total Companies': '2',
      'With Workers': '1',
      'Without Workers': '1',
      'Added This Month': '2',
    });

    // The search finds it by supplier name; the cards count what is shown.
    await page.getByLabel('Search payroll companies').fill('riverside');
    await row(page, 'Used Payroll Ltd').waitFor({ state: 'detached' });
    await thames.waitFor();
    await expectCards(page, { 'Total Companies': '1', 'Without Workers': '1' });
    await page.getByLabel('Search payroll companies').fill('nothing like it');
    await page.getByText('No payroll companies match your search').waitFor();
    await page.getByLabel('Search payroll companies').fill('');
    await row(page, 'Used Payroll Ltd').waitFor();

    // A name another company holds is refused; then a real rename.
    await thames.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Payroll Company' });
    await edit.getByLabel('Company Name').fill('used payroll ltd');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await toastSays(page, 'Failed to update payroll company');
    await edit.getByText('A payroll company with this name already exists').waitFor();
    await edit.getByLabel('Company Name').fill('Thames Payroll Services');
    await edit.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await toastSays(page, 'Payroll company updated successfully');
    await edit.waitFor({ state: 'detached' });
    const renamed = row(page, 'Thames Payroll Services');
    await renamed.waitFor();
    await renamed.getByText('INT-042', { exact: true }).waitFor();

    // A company workers are paid through is kept, with the reason.
    await row(page, 'Used Payroll Ltd').getByRole('button', { name: 'Delete', exact: true }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete Payroll Company' });
    await confirm
      .getByText('Are you sure you want to delete "Used Payroll Ltd"? This action cannot be undone.', { exact: true })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastSays(page, 'Failed to delete payroll company');
    await toastSays(page, 'This payroll company still has workers');
    await row(page, 'Used Payroll Ltd').waitFor();

    // An unused one goes, after the spec's question.
    await renamed.getByRole('button', { name: 'Delete', exact: true }).click();
    confirm = page.getByRole('dialog', { name: 'Delete Payroll Company' });
    await confirm
      .getByText('Are you sure you want to delete "Thames Payroll Services"? This action cannot be undone.', {
        exact: true,
      })
      .waitFor();
    await expectAccessible(page, 'delete payroll company question');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toastSays(page, 'Payroll company deleted successfully');
    await renamed.waitFor({ state: 'detached' });
    await expectCards(page, {
      'Total Companies': '1',
      'With Workers': '1',
      'Without Workers': '0',
      'Added This Month': '1',
    });

    const asAdmin = await apiAs(j.server.url);
    const left = await asAdmin<{ name: string }[]>('GET', '/api/payroll-companies');
    expect(left.map((c) => c.name)).toEqual(['Used Payroll Ltd']);
  });
});
