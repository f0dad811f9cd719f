import { describe, expect, it } from 'vitest';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { addAuthorisedWorker, completeWorker, journeyPerson, toastSays } from './support/workers.ts';

// Deleted workers and legal holds (docs/domain.md, "Deleted workers", "Legal holds").
const j = useJourney();
const NAME = 'Delia Removable';

describe('deleted workers and legal holds', () => {
  it('removes a worker to Deleted Workers and restores it; places a legal hold on a worker and sees it on the page', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'SOFT DELETE AGENCY',
      contactName: 'Sam Soft',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Soft Payroll Ltd' });
    const worker = await addAuthorisedWorker(
      asAdmin,
      completeWorker(journeyPerson('Delia', 'Removable', 'JK112233A'), agency.id, company.id),
    );

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();

    // Remove from the worker's details: the confirmation says where it goes and for how long.
    await page.goto('/?tab=workers');
    const card = page.getByRole('article', { name: NAME });
    await card.getByRole('button', { name: NAME, exact: true }).click();
    const details = page.getByRole('dialog', { name: 'Worker Profile Details' });
    await details.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Worker' });
    await confirm
      .getByText(
        'The worker moves to Deleted Workers, where an admin can restore them for 30 days. After that, the worker, their documents and communication history are removed permanently.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete Worker', exact: true }).click();
    await toastSays(page, 'Worker moved to Deleted Workers');
    await card.waitFor({ state: 'detached' });

    // Deleted Workers: the row with 30 days left; Restore asks, then brings the worker back.
    await page.goto('/admin?admintab=deleted-workers');
    const row = page.getByRole('row', { name: NAME, exact: true });
    await row.getByText('30 days left').waitFor();
    await row.getByText('SOFT DELETE AGENCY').waitFor();
    await expectAccessible(page, 'Deleted Workers tab');
    await row.getByRole('button', { name: 'Restore', exact: true }).click();
    const restore = page.getByRole('dialog', { name: 'Restore Worker' });
    await restore.getByText(`Restore ${NAME}?`).waitFor();
    await restore.getByRole('button', { name: 'Restore Worker', exact: true }).click();
    await toastSays(page, 'Worker restored');
    await page.getByText('No deleted workers').waitFor();
    expect(await asAdmin<{ id: number }>('GET', `/api/workers/${worker.id}`)).toMatchObject({ id: worker.id });

    // A legal hold on the worker's page: placed with a labelled reason and end date, then shown.
    await page.goto(`/workers/${worker.id}`);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Place legal hold', exact: true }).click();
    const place = page.getByRole('dialog', { name: 'Place legal hold' });
    await place.getByRole('textbox', { name: 'Reason' }).fill('Employment tribunal');
    await place.getByRole('textbox', { name: 'Hold until' }).fill('31/12/2099');
    await expectAccessible(page, 'Place legal hold dialog');
    await place.getByRole('button', { name: 'Place legal hold', exact: true }).click();
    await toastSays(page, 'Legal hold placed');
    await page.getByText('Legal hold until 31/12/2099: Employment tribunal').waitFor();
    await page.getByRole('button', { name: 'Lift legal hold', exact: true }).waitFor();
    await expectAccessible(page, 'worker page with a legal hold');
    // The held worker cannot be removed.
    await expect(asAdmin('DELETE', `/api/workers/${worker.id}`)).rejects.toThrow(/-> 409 .*under a legal hold/);
  });
});
