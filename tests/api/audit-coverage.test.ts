import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, auditEntityTypes } from '../../src/shared/domain/audit-trail.ts';
import { auditEntriesAfter, lastAuditId } from '../helpers/audit.ts';
import { accountCases, gapCases } from '../helpers/audit-coverage/accounts.ts';
import { agencyCases } from '../helpers/audit-coverage/agencies.ts';
import { listCases } from '../helpers/audit-coverage/lists.ts';
import { makeScene, type Scene } from '../helpers/audit-coverage/scene.ts';
import { workCases } from '../helpers/audit-coverage/work.ts';
import { workerCases } from '../helpers/audit-coverage/workers.ts';
import { createTestApp, signedIn } from '../helpers/app.ts';

/**
 * Every change writes an audit entry (docs/domain.md). The routes come from the app's own
 * route table, so this test walks every mutating route registered: each is a case below (a valid
 * call, after which the entry it must write is looked for), an exclusion with its reason, or a
 * known gap in another area's code. A route added later and named nowhere fails the first test.
 */

// Top-level await: the routes must be known when the test cases are collected.
const t = await createTestApp();
afterAll(() => t.close());

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const routes = t.routes.filter((r) => MUTATING.has(r.method)).map((r) => `${r.method} ${r.url}`);

const importStep =
  "a step of the uploader's own draft import session (it expires after 24 hours); no worker changes until submit, which is audited";

/** Mutating routes that change no record of the product, each with the reason. */
const excluded: Record<string, string> = {
  'POST /api/auth/login':
    'a sign-in, not a change: every attempt, failed ones too, is kept in the login audit (Admin Control Panel, Login Audit)',
  'POST /api/auth/logout': "ends the caller's own session and changes no record",
  'POST /api/auth/mfa/setup':
    'keeps a new secret for an enrolment under way, not yet in use; the enrolment it leads to is audited (mfa_enabled)',
  'POST /api/auth/mfa/verify':
    'a sign-in step, not a change: every code given, wrong ones too, is kept in the login audit',
  'POST /api/auth/passkeys/registration-options':
    "keeps a challenge for the caller's own session, used once; the passkey it leads to is audited (passkey_added)",
  'POST /api/auth/mfa/passkey-options':
    'keeps a challenge for the pending sign-in, used once; the sign-in it leads to is kept in the login audit',
  'POST /api/auth/mfa/passkey':
    'a sign-in step, not a change: every passkey answer, wrong ones too, is kept in the login audit',
  'POST /api/auth/reauthenticate/passkey-options':
    "keeps a challenge for the caller's own session, used once; the fresh sign-in it leads to is kept in the login audit",
  'POST /api/auth/reauthenticate':
    "confirms it is still the user (a fresh sign-in, docs/domain.md) on the caller's own session: every attempt, failed ones too, is kept in the login audit; the action it allows is audited itself",
  'POST /api/auth/forgot-password':
    'stores a single-use reset token (as a hash) and sends an e-mail; the reset it allows is audited (password_reset), and the answer is the same for unknown e-mails, so an entry would only log guesses',
  'PUT /api/auth/preferences': "the caller's own display choice (cards or table), not data (docs/domain.md)",
  'POST /api/notifications/read':
    "marks the caller's own notifications read: their reading state, not a record of the product",
  'PUT /api/notifications/preferences':
    "the caller's own choice of notification channels, like the display preference (docs/domain.md, Notifications)",
  'POST /api/admin/purge-runs/dry-run':
    'counts what the nightly purge would remove and changes nothing; the run is kept in the purge log (docs/domain.md, Retention and purge)',
  'POST /api/upload-workers/upload': importStep,
  'POST /api/upload-workers/:sessionId/map-columns': importStep,
  'POST /api/upload-workers/:sessionId/validate': importStep,
  'POST /api/upload-workers/:sessionId/save-edits': importStep,
  'POST /api/upload-workers/:sessionId/remove-row': importStep,
  'POST /api/upload-workers/:sessionId/assign-agency-payroll': importStep,
  'POST /api/upload-workers/:sessionId/header-row': importStep,
  'POST /api/upload-workers/:sessionId/replace-values': importStep,
  'POST /api/upload-workers/:sessionId/remove-error-rows': importStep,
  'DELETE /api/upload-workers/:sessionId': importStep,
};

const cases = { ...accountCases, ...agencyCases, ...workerCases, ...workCases, ...listCases };

let scene: Scene;
beforeAll(async () => {
  const { user, cookie } = await signedIn(t, 'admin');
  scene = makeScene(t, { id: user.id, cookie }, () => lastAuditId(t));
});

describe('the table of mutating routes', () => {
  it('names every mutating route the app registers exactly once: a case, an exclusion or a known gap', () => {
    expect(routes.length).toBeGreaterThan(50);
    const named = [...Object.keys(cases), ...Object.keys(excluded), ...Object.keys(gapCases)];
    const unnamed = routes.filter((route) => !named.includes(route));
    expect(unnamed, 'mutating routes with no audit case: add one (or an exclusion with its reason)').toEqual([]);
    expect(
      named.filter((key) => !routes.includes(key)),
      'names of routes that no longer exist',
    ).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
    for (const reason of Object.values(excluded)) expect(reason.length).toBeGreaterThan(20);
  });
});

const knownTypes = new Set<string>(auditEntityTypes.map((c) => c.value));
const knownActions = new Set<string>(auditActions.map((c) => c.value));

describe.each(Object.entries(cases))('%s', (_route, coverage) => {
  it(`writes a ${coverage.writes.join(' ')} entry by the caller`, async () => {
    const { res, caller, markBefore } = await coverage.run(scene);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const written = await auditEntriesAfter(t, markBefore);
    const [entityType, action] = coverage.writes;
    const entry = written.find((e) => e.entityType === entityType && e.action === action);
    expect(entry, `entries written: ${JSON.stringify(written.map((e) => [e.entityType, e.action]))}`).toBeDefined();
    expect(entry).toMatchObject({ userId: caller.id, ipAddress: '127.0.0.1' });
    expect(entry!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The screen's type and action choices (src/shared/domain/audit-trail.ts) know every entry written.
    for (const e of written) {
      expect(knownTypes, `entity type ${e.entityType}`).toContain(e.entityType);
      expect(knownActions, `action ${e.action}`).toContain(e.action);
    }
  });
});

describe.each(Object.entries(gapCases))('%s (known gap)', (_route, gap) => {
  it(`still writes no entry: when ${gap.owner} audits it, move it to the cases`, async () => {
    const before = await lastAuditId(t);
    await gap.run(scene);
    expect(await auditEntriesAfter(t, before)).toEqual([]);
  });
});
