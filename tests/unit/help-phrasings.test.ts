import { describe, expect, it } from 'vitest';
import { helpEntries } from '../../src/client/features/help/content/index.ts';
import { createHelpIndex } from '../../src/client/features/help/lib/search.ts';
import { foldWord } from '../../src/client/features/help/lib/word-forms.ts';

const index = createHelpIndex(helpEntries);
const top3 = (query: string) =>
  index
    .search(query, { tab: 'workflows' })
    .slice(0, 3)
    .map((e) => e.id);

/** Words people use -> the workflow they want (docs/domain.md, "Help search"); two phrasings or more each. */
const phrasings: [string, string][] = [
  ['request an account', 'request-access'],
  ['first login', 'request-access'],
  ['reset password', 'reset-forgotten-password'],
  ['forgot my password', 'reset-forgotten-password'],
  ['user locked out', 'reset-user-password'],
  ['reset a colleague password', 'reset-user-password'],
  ['change my password', 'change-password'],
  ['update my profile', 'change-password'],
  ['report a bug', 'submit-feedback'],
  ['send a suggestion', 'submit-feedback'],
  ['approve access request', 'approve-access-request'],
  ['reject request', 'approve-access-request'],
  ['create user', 'create-user-and-change-role'],
  ['change role', 'create-user-and-change-role'],
  ['recover deleted user', 'recover-deleted-user'],
  ['remove a user', 'recover-deleted-user'],
  ['triage feedback', 'triage-feedback'],
  ['review suggestions', 'triage-feedback'],
  ['audit trail', 'read-audit-trail'],
  ['who changed this record history', 'read-audit-trail'],
  ['failed logins', 'check-login-audit'],
  ['sign-in history', 'check-login-audit'],
  ['payroll companies', 'manage-payroll-companies'],
  ['umbrella company', 'manage-payroll-companies'],
  ['claim a ticket', 'work-ticket'],
  ['reopen ticket', 'work-ticket'],
  ['manual ticket', 'create-manual-ticket'],
  ['raise a new ticket', 'create-manual-ticket'],
  ['new agency', 'add-agency'],
  ['import agencies csv', 'add-agency'],
  ['agency contacts', 'manage-agency'],
  ['agency documents comments', 'manage-agency'],
  ['archive agency', 'agency-trust-and-archive'],
  ['trust score', 'agency-trust-and-archive'],
  ['upload payroll', 'upload-payroll'],
  ['uploading weekly wages', 'upload-payroll'],
  ['find payroll records', 'find-payroll-records'],
  ['what was a worker paid', 'find-payroll-records'],
  ['dashboard payroll reports', 'read-dashboard-payroll-reports'],
  ['gross profit chart', 'read-dashboard-payroll-reports'],
  ['workers report', 'run-workers-report'],
  ['staff report', 'run-workers-report'],
  ['agencies report', 'run-agencies-report'],
  ['agency report', 'run-agencies-report'],
  ['payroll report', 'run-payroll-report'],
  ['payslip report', 'run-payroll-report'],
  ['compliance report', 'run-compliance-report'],
  ['compliance documents report', 'run-compliance-report'],
  ['right to work report', 'run-right-to-work-report'],
  ['rtw expiry report', 'run-right-to-work-report'],
  ['p45 report', 'run-p45-report'],
  ['leavers report', 'run-p45-report'],
  ['recent reports', 'redownload-report'],
  ['download report again', 'redownload-report'],
  ['add worker', 'add-worker'],
  ['new starter', 'add-worker'],
  ['complete worker profile', 'complete-worker-profile'],
  ['100% complete', 'complete-worker-profile'],
  ['bulk upload workers', 'bulk-upload-workers'],
  ['import employees spreadsheet', 'bulk-upload-workers'],
  ['document expiry', 'keep-documents-in-date'],
  ['expired passport', 'keep-documents-in-date'],
  ['log a call', 'log-communication'],
  ['log communication', 'log-communication'],
  ['worker left', 'move-worker-to-left'],
  ['leaver p45 date', 'move-worker-to-left'],
  ['export workers', 'export-workers'],
  ['download workers excel', 'export-workers'],
  ['save a view', 'save-a-view'],
  ['share a filtered list', 'save-a-view'],
  ['close many tickets at once', 'bulk-actions'],
  ['undo a change to many tickets', 'bulk-actions'],
  ['my work', 'my-work'],
  ['what is waiting for me', 'my-work'],
];

describe('Help search finds every workflow by the words people use', () => {
  it.each(phrasings)('%j finds %s among the first three', (query, id) => expect(top3(query)).toContain(id));

  it('covers every workflow with two phrasings or more', () => {
    const workflows = helpEntries.filter((e) => e.kind === 'workflow').map((e) => e.id);
    const counts = new Map<string, number>();
    for (const [, id] of phrasings) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(workflows.filter((id) => (counts.get(id) ?? 0) < 2)).toEqual([]);
    expect([...counts.keys()].filter((id) => !workflows.includes(id))).toEqual([]);
  });
});

describe('English suffix folding', () => {
  it.each([
    ['uploads', 'upload'],
    ['uploading', 'upload'],
    ['uploaded', 'upload'],
    ['agencies', 'agency'],
    ['addresses', 'address'],
    ['running', 'run'],
    ['authorize', 'authorise'],
    ['status', 'status'],
    ['p45', 'p45'],
    ['red', 'red'],
  ])('%s -> %s', (word, folded) => expect(foldWord(word)).toBe(folded));
});
