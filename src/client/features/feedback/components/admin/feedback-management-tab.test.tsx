// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedbackPaths } from '../../../../../shared/api/feedback.ts';
import { renderUi } from '../../../../../../tests/helpers/render-ui.tsx';
import { FeedbackManagementTab } from './feedback-management-tab.tsx';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 10 };
const openTab = (address: string) => {
  window.history.replaceState(null, '', address);
  return renderUi(<FeedbackManagementTab />, { answer: () => emptyPage });
};
const selectNamed = (label: string) => screen.getByRole<HTMLInputElement>('combobox', { name: label });

describe('Feedback Management keeps its filters in the address (docs/domain.md)', () => {
  it('reads the filters from the address: the selects show them and the request asks for them', async () => {
    const { requests } = openTab('/admin?admintab=feedback&feedbackstatus=in_progress&feedbackpriority=urgent');
    expect(selectNamed('Status').value).toBe('In Progress');
    expect(selectNamed('Priority').value).toBe('Urgent');
    expect(selectNamed('Category').value).toBe('All Categories');
    const asked = () =>
      requests
        .map((request) => new URL(request.url, window.location.origin))
        .filter((url) => url.pathname === feedbackPaths.list.build())
        .map((url) => Object.fromEntries(url.searchParams));
    await waitFor(() =>
      expect(asked()).toContainEqual({ page: '1', pageSize: '10', status: 'in_progress', priority: 'urgent' }),
    );
    expect(await screen.findByText('No feedback matches these filters')).toBeTruthy();
  });

  it('a chosen filter goes into the address, beside the tab, and the page goes back to the first', async () => {
    const { user } = openTab('/admin?admintab=feedback&feedbackpage=3');
    await user.click(selectNamed('Category'));
    await user.click(screen.getByRole('option', { name: 'Bug Report' }));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('feedbackcategory')).toBe('bug_report');
    expect(params.get('admintab')).toBe('feedback');
    expect(params.has('feedbackpage')).toBe(false);
  });

  it('All takes the filter out of the address', async () => {
    const { user } = openTab('/admin?admintab=feedback&feedbackstatus=open');
    await user.click(selectNamed('Status'));
    await user.click(screen.getByRole('option', { name: 'All Statuses' }));
    expect(window.location.search).toBe('?admintab=feedback');
    expect(selectNamed('Status').value).toBe('All Statuses');
  });
});
