import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { pdfBytes } from '../fixtures/documents.ts';
import { apiAs, ADMIN, expectAccessible, signInThroughForm, useJourney } from './support/journey.ts';
import { choose, completeWorker, journeyPerson, toastSays } from './support/workers.ts';

const j = useJourney();
const NAME = 'Tomasz Kowalski';

/**
 * Runs the daily reminders once against the stopped server's data folder, as `npm run jobs -- run
 * daily-reminders` would on the machine (src/server/jobs-cli.ts): its one JSON line of what it did.
 */
async function runDailyReminders(dataDir: string, publicUrl: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/server/jobs-cli.ts', 'run', 'daily-reminders'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'warn',
      },
      timeout: 120_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { ran: boolean; summary: Record<string, unknown> };
}

/** Types a DD/MM/YYYY date into the dialog's date field and leaves it. */
async function typeDate(scope: Locator, label: string, iso: string) {
  const box = scope.getByRole('textbox', { name: label });
  await box.fill(formatEnGbDate(iso));
  await box.press('Tab');
}

describe('right-to-work checks on the worker profile', () => {
  it('records an online check with evidence, shows its follow-up date, shows the worker lapsed once the date has passed, and the daily run reminds of it', async () => {
    const asAdmin = await apiAs(j.server.url);
    const agency = await asAdmin<{ id: number }>('POST', '/api/agencies', {
      name: 'Checks Agency',
      contactName: 'Ann Agent',
      city: 'Leeds',
      postalCode: 'LS1 1AA',
    });
    const company = await asAdmin<{ id: number }>('POST', '/api/payroll-companies', { name: 'Checks Payroll Ltd' });
    // Complete, and Pending: a new worker has no check yet.
    const worker = await asAdmin<{ id: number }>(
      'POST',
      '/api/workers',
      completeWorker(
        { ...journeyPerson('Tomasz', 'Kowalski', 'AB123456C'), nationality: 'POLISH' },
        agency.id,
        company.id,
      ),
    );
    const today = todayInLondon();
    const permissionEnds = addDays(today, 20);

    const page = await j.newPage();
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.goto(`/workers/${worker.id}`);
    const profile = page.getByRole('region', { name: `Profile of ${NAME}` });
    await profile.getByRole('tab', { name: 'Right to Work' }).click();
    const section = profile.getByRole('region', { name: 'Right to Work' });
    await section.getByText('No right-to-work check').waitFor();
    await section.getByText('No checks recorded yet').waitFor();

    await section.getByRole('button', { name: 'Record a check' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a right-to-work check' });
    await choose(page, dialog, 'Method', 'Online check with a share code');
    await typeDate(dialog, 'Check date', today);
    await choose(page, dialog, 'Outcome', 'Pass');
    await typeDate(dialog, 'Permission end date', permissionEnds);
    await dialog.getByRole('textbox', { name: 'Share code' }).fill('w12 345 6ab');
    await typeDate(dialog, 'Date the worker gave the code', addDays(today, -3));
    await dialog.getByRole('textbox', { name: 'Restrictions' }).fill('Term-time: at most 20 hours a week');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'share code check.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await dialog.getByText(`Follow-up needed by ${formatEnGbDate(permissionEnds)}`).waitFor();
    await dialog.getByRole('button', { name: 'Record check' }).click();
    await toastSays(page, 'Right-to-work check recorded');
    await dialog.waitFor({ state: 'detached' });

    await section.getByText(`Follow-up due soon: ${formatEnGbDate(permissionEnds)}`).waitFor();
    const row = section.getByRole('table', { name: 'Right-to-work checks' }).getByRole('row').nth(1);
    await row.getByText('Online check with a share code').waitFor();
    await row.getByText('Term-time: at most 20 hours a week').waitFor();
    const evidence = row.getByRole('link', { name: 'share code check.pdf' });
    const served = await page.request.get((await evidence.getAttribute('href'))!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(pdfBytes())).toBe(true);
    // With a passing check the worker can be authorised.
    await asAdmin('PATCH', `/api/workers/${worker.id}/authorize`);

    // Thirty days on: the check and the worker's standing as they were recorded, moved back a month
    // in the stored data while the server is stopped, so the server's own today is past the date.
    // The page leaves first: a poll of the stopped server would fail in the console.
    await page.goto('about:blank');
    await j.server.restartAfter(`
      with moved as (
        update rtw_checks set check_date = check_date - 30, permission_end_date = permission_end_date - 30,
          share_code_given_on = share_code_given_on - 30, follow_up_date = follow_up_date - 30
        where worker_id = ${worker.id} returning worker_id)
      update workers set rtw_follow_up_date = rtw_follow_up_date - 30 where id in (select worker_id from moved)`);
    await page.goto(`/workers/${worker.id}`);
    await profile.getByRole('tab', { name: 'Right to Work' }).click();
    await section.getByText(`Lapsed since ${formatEnGbDate(addDays(permissionEnds, -30))}`).waitFor();
    // Authorised after its check, and lapsed: flagged beside the name.
    await page.getByText('Right to work lapsed', { exact: true }).waitFor();
    const standing = await asAdmin<{ rtwStatus: string; rtwFollowUpDate: string }>('GET', `/api/workers/${worker.id}`);
    expect(standing).toMatchObject({ rtwStatus: 'lapsed', rtwFollowUpDate: addDays(permissionEnds, -30) });

    // The daily run of today, against the stopped server's data: the lapse reminder (lapsed ON the
    // follow-up date, ten days ago) to the admin, then in the bell once the page is reloaded.
    const lapsedDays = 10;
    let run: Awaited<ReturnType<typeof runDailyReminders>> | undefined;
    await page.goto('about:blank');
    await j.server.whileStopped(async () => {
      run = await runDailyReminders(j.server.dataDir, j.server.url);
    });
    expect(run).toMatchObject({ ran: true, summary: { asOf: today, created: 0, rtwCreated: 1 } });
    await page.goto('/');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await page.locator('#notifications-unread-count', { hasText: '1 unread' }).waitFor();
    await bell.click();
    const entry = page.getByRole('button', {
      name: `Unread: Right-to-work of ${NAME} lapsed ${lapsedDays} days ago`,
    });
    await entry.waitFor();
    await expectAccessible(page, 'the bell open on a right-to-work reminder');
    await entry.click();
    await profile.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/workers/${worker.id}`);
    await expect.poll(() => page.locator('#notifications-unread-count').count()).toBe(0);
  }, 240_000); // Two restarts of the server (its clock moved, the daily run with it stopped) beside the browser's steps.
});
