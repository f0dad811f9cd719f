import { describe, expect, it } from 'vitest';
import type { FeedbackItem } from '../../src/shared/api/feedback.ts';
import { apiAs, useJourney } from './support/journey.ts';

const j = useJourney();

describe('visitor: landing page -> request access', () => {
  it('shows the landing page, validates the form, submits a request and refuses a second one', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    for (const feature of [
      'Worker Management',
      'Payroll Integration',
      'Compliance & Alerts',
      'Agency Management',
      'Reports & Analytics',
      'Secure & Auditable',
    ]) {
      await page.getByText(feature, { exact: true }).first().waitFor();
    }

    await page.getByRole('button', { name: 'Request Access' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Request Access' }).click();
    await dialog.getByText('First name is required').waitFor();
    await dialog.getByText('Last name is required').waitFor();
    await dialog.getByText('Please enter a valid email address').waitFor();

    await dialog.getByLabel('First Name').fill('Priya');
    await dialog.getByLabel('Last Name').fill('Shah');
    await dialog.getByLabel('Email').fill('priya.shah@example.test');
    await dialog.getByRole('button', { name: 'Request Access' }).click();
    await dialog.getByText('Request Submitted').waitFor();
    await page.getByText('Your request has been sent to the administrator for approval.').waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Explore Features' }).click();
    const again = page.getByRole('dialog');
    await again.getByLabel('First Name').fill('Priya');
    await again.getByLabel('Last Name').fill('Shah');
    await again.getByLabel('Email').fill('PRIYA.SHAH@example.test');
    await again.getByRole('button', { name: 'Request Access' }).click();
    await page.getByText('Request Already Pending').waitFor();
    expect(
      await page
        .getByText('You already have a pending access request. Please wait for administrator approval.')
        .count(),
    ).toBe(1);
  });

  it('stores the Get in Touch message', async () => {
    const page = await j.newPage();
    await page.goto('/');
    await page.getByLabel('Name').fill('Tom Reed');
    await page.getByLabel('Email', { exact: true }).fill('tom@example.test');
    await page.getByLabel('Message').fill('Please call me about payroll.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for getting in touch. We will reply as soon as we can.').waitFor();
    expect(await page.getByText('Failed to send your message. Please try again.').count()).toBe(0);

    const admin = await apiAs(j.server.url);
    const stored = (await admin<FeedbackItem[]>('GET', '/api/feedback')).filter(
      (item) => item.contactEmail === 'tom@example.test',
    );
    expect(
      stored.map(({ title, description, category, priority, status, contactName, contactEmail }) => ({
        title,
        description,
        category,
        priority,
        status,
        contactName,
        contactEmail,
      })),
    ).toEqual([
      {
        title: 'Contact form: Tom Reed',
        description: 'Please call me about payroll.',
        category: 'other',
        priority: 'medium',
        status: 'open',
        contactName: 'Tom Reed',
        contactEmail: 'tom@example.test',
      },
    ]);
  });
});
