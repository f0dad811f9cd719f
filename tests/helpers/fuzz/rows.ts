/**
 * Real rows for the path parameters of the API fuzz suite. Each kind of row a route's path names is
 * listed once (by URL); a route naming a path the list does not know fails the suite, so nothing is
 * skipped silently. Calls that change a row get a fresh throwaway one, so deletes are exercised on
 * every run without emptying the rows the other routes read.
 */
import { savedViews } from '../../../src/server/db/schema/index.ts';
import { call, makeAgency, makeUser, signedIn, type Body, type TestApp } from '../app.ts';
import { makePayrollCompany, makeWorker } from '../workers.ts';
import { multipart, pdfBytes } from '../../fixtures/documents.ts';
import { generatedRow } from '../../fixtures/worker-import/generate-import-file.ts';
import { createRng } from '../../../scripts/seed/random.ts';
import { base, csvBytes, templateHeaders, uploadImport } from '../worker-import.ts';
import { softwareAuthenticator, type RegistrationOptions } from '../passkeys.ts';

const importRng = createRng(5);
let importRows = 0;
/** A valid import row whose NI number and e-mail no other fuzz row has. */
const oneImportRow = () => generatedRow(importRng, importRows++, 'SC');

export type RowKind =
  | 'worker'
  | 'document'
  | 'agency'
  | 'agencyContact'
  | 'agencyLog'
  | 'agencyDocument'
  | 'payrollCompany'
  | 'feedback'
  | 'user'
  | 'accessRequest'
  | 'communicationLog'
  | 'ticket'
  | 'importSession'
  | 'importBatch'
  | 'reportType'
  | 'reportHistory'
  | 'rtwEvidence'
  | 'passkey'
  | 'deletedWorker'
  | 'subjectAccessRequest'
  | 'retentionClass'
  | 'savedView'
  | 'bulkAction';
/** id 0 when the path names no numeric id (an import session is a uuid). */
export type PathIds = {
  id: number;
  docId?: number;
  contactId?: number;
  logId?: number;
  sessionId?: string;
  batchId?: number;
  /** A report type (GET /api/reports/:type). */
  type?: string;
  /** A retention class (PUT /api/admin/retention/:class). */
  class?: string;
  /** A right-to-work check of the worker `id` and one of its evidence files. */
  checkId?: number;
  evidenceId?: number;
};

/** Which rows a path's parameters name, by its URL (most specific first). */
const kindsByUrl: [RegExp, RowKind][] = [
  [/^\/api\/workers\/:id\/documents\/:docId(\/|$)/, 'document'],
  [/^\/api\/workers\/:id\/rtw-checks\/:checkId\/evidence\/:evidenceId$/, 'rtwEvidence'],
  [/^\/api\/workers\/:id(\/|$)/, 'worker'],
  [/^\/api\/agencies\/:id\/contacts\/:contactId(\/|$)/, 'agencyContact'],
  [/^\/api\/agencies\/:id\/communication-logs\/:logId(\/|$)/, 'agencyLog'],
  [/^\/api\/agencies\/:id(\/|$)/, 'agency'],
  [/^\/api\/agency-documents\/:id(\/|$)/, 'agencyDocument'],
  [/^\/api\/payroll-companies\/:id(\/|$)/, 'payrollCompany'],
  [/^\/api\/feedback\/:id(\/|$)/, 'feedback'],
  [/^\/api\/admin\/users\/:id(\/|$)/, 'user'],
  [/^\/api\/admin\/access-requests\/:id(\/|$)/, 'accessRequest'],
  [/^\/api\/worker-communication-logs\/:id(\/|$)/, 'communicationLog'],
  [/^\/api\/tickets\/:id(\/|$)/, 'ticket'],
  [/^\/api\/upload-workers\/batches\/:batchId(\/|$)/, 'importBatch'],
  [/^\/api\/upload-workers\/:sessionId(\/|$)/, 'importSession'],
  [/^\/api\/reports\/history\/:id(\/|$)/, 'reportHistory'],
  [/^\/api\/reports\/:type$/, 'reportType'],
  [/^\/api\/auth\/passkeys\/:id$/, 'passkey'],
  [/^\/api\/admin\/deleted-workers\/:id(\/|$)/, 'deletedWorker'],
  [/^\/api\/admin\/workers\/:id(\/|$)/, 'worker'],
  [/^\/api\/admin\/subject-access-requests\/:id(\/|$)/, 'subjectAccessRequest'],
  [/^\/api\/admin\/retention\/:class$/, 'retentionClass'],
  [/^\/api\/saved-views\/:id$/, 'savedView'],
  [/^\/api\/bulk-actions\/:id\/undo$/, 'bulkAction'],
];

export const pathParamsOf = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The kind of row a route's path names; null for a path without parameters, an error for an unknown one. */
export function rowKindOf(url: string): RowKind | null {
  if (pathParamsOf(url).length === 0) return null;
  const kind = kindsByUrl.find(([pattern]) => pattern.test(url))?.[1];
  if (!kind)
    throw new Error(
      `The fuzz suite does not know which rows ${url} names: add it to kindsByUrl in tests/helpers/fuzz/rows.ts`,
    );
  return kind;
}

let counter = 0;
let address = 0;
const nextAddress = () => `10.250.${Math.floor(++address / 250) % 250}.${address % 250}`;

/** Makes rows through the API as an admin nobody fuzzes (its session is renewed if it ended). */
export async function rowFactory(t: TestApp, clientAgencyId: number) {
  let fixtureAdmin = (await signedIn(t, 'admin')).cookie;
  async function asAdmin(method: 'POST', url: string, payload: Body): Promise<Body> {
    let res = await call(t, method, url, { cookie: fixtureAdmin, payload, remoteAddress: nextAddress() });
    if (res.statusCode === 401 || res.statusCode === 403) {
      fixtureAdmin = (await signedIn(t, 'admin')).cookie;
      res = await call(t, method, url, { cookie: fixtureAdmin, payload, remoteAddress: nextAddress() });
    }
    if (res.statusCode >= 300) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
    return res.json<Body>();
  }

  /** An import session of the caller's (it answers 404 to anyone else): validated in the variant, else only uploaded. */
  async function importSession(cookie: string, validated: boolean): Promise<PathIds> {
    const file = csvBytes(templateHeaders, [oneImportRow()]);
    const uploaded = await uploadImport(t, cookie, { name: `fuzz${counter}.csv`, bytes: file });
    if (uploaded.statusCode !== 200) throw new Error(`fixture import: ${uploaded.statusCode} ${uploaded.body}`);
    const { sessionId, suggestedMappings } = uploaded.json<{ sessionId: string; suggestedMappings: Body }>();
    if (validated) {
      await call(t, 'POST', `${base(sessionId)}/map-columns`, {
        cookie,
        payload: { columnMappings: suggestedMappings },
      });
      await call(t, 'POST', `${base(sessionId)}/validate`, { cookie });
    }
    return { id: 0, sessionId };
  }

  async function importBatch(): Promise<PathIds> {
    const { sessionId } = await importSession(fixtureAdmin, true);
    const assignment = { agencyId: clientAgencyId, payrollCompanyId: (await makePayrollCompany(t)).id };
    const submitted = await asAdmin('POST', `${base(sessionId!)}/submit`, assignment);
    return { id: 0, batchId: submitted.batchId as number };
  }

  /** A kept report of the caller's (anyone else's answers 404): a workers report generated as the caller. */
  async function reportHistoryEntry(cookie: string): Promise<PathIds> {
    const generated = await call(t, 'GET', '/api/reports/workers', { cookie });
    const owner = generated.statusCode === 200 ? cookie : fixtureAdmin;
    if (owner !== cookie) await call(t, 'GET', '/api/reports/workers', { cookie: owner });
    const listed = await call(t, 'GET', '/api/reports/history?pageSize=1', { cookie: owner });
    const [entry] = listed.json<{ items: { id: number }[] }>().items;
    if (!entry) throw new Error(`fixture report history: ${listed.statusCode} ${listed.body}`);
    return { id: entry.id };
  }

  /** A right-to-work check with one evidence file, of a worker of the client's agency in the variant. */
  async function rtwEvidence(variant: boolean): Promise<PathIds> {
    const worker = await makeWorker(t, variant ? { agencyId: clientAgencyId } : {});
    const { payload, contentType } = await multipart(
      { method: 'list-a', checkDate: '2025-01-02', outcome: 'pass' },
      { field: 'evidence', name: `rtw${counter}.pdf`, bytes: pdfBytes(), type: 'application/pdf' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/workers/${worker.id}/rtw-checks`,
      headers: { cookie: fixtureAdmin, 'content-type': contentType },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`fixture rtw check: ${res.statusCode} ${res.body}`);
    const check = res.json<{ id: number; evidence: { id: number }[] }>();
    return { id: worker.id, checkId: check.id, evidenceId: check.evidence[0]!.id };
  }

  /** A passkey of the session `cookie` (the caller's in the variant: its own answers 200, anyone else's 404). */
  async function passkeyOf(cookie: string): Promise<PathIds> {
    const options = await call(t, 'POST', '/api/auth/passkeys/registration-options', { cookie });
    if (options.statusCode !== 200) return passkeyOf(fixtureAdmin);
    const response = softwareAuthenticator().register(options.json<RegistrationOptions>());
    const added = await call(t, 'POST', '/api/auth/passkeys', {
      cookie,
      payload: { name: `Fuzz ${counter}`, response },
    });
    if (added.statusCode !== 201) throw new Error(`fixture passkey: ${added.statusCode} ${added.body}`);
    return { id: added.json<{ passkey: { id: number } }>().passkey.id };
  }

  async function make(kind: RowKind, variant: boolean, owner?: string): Promise<PathIds> {
    counter += 1;
    switch (kind) {
      case 'worker':
        // Half the workers belong to the client's agency, so the client caller reaches them too.
        return { id: (await makeWorker(t, variant ? { agencyId: clientAgencyId } : {})).id };
      case 'document': {
        const worker = await makeWorker(t, { agencyId: clientAgencyId });
        const { payload, contentType } = await multipart(
          { documentType: 'passport' },
          { name: `doc${counter}.pdf`, bytes: pdfBytes(), type: 'application/pdf' },
        );
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/workers/${worker.id}/documents`,
          headers: { cookie: fixtureAdmin, 'content-type': contentType },
          payload,
        });
        if (res.statusCode !== 201) throw new Error(`fixture document: ${res.statusCode} ${res.body}`);
        return { id: worker.id, docId: res.json<Body>().id as number };
      }
      case 'rtwEvidence':
        return rtwEvidence(variant);
      case 'agency':
        return { id: (await makeAgency(t)).id };
      case 'agencyContact': {
        const agencyId = variant ? clientAgencyId : (await makeAgency(t)).id;
        const made = await asAdmin('POST', `/api/agencies/${agencyId}/contacts`, { name: `Fuzz ${counter}` });
        return { id: agencyId, contactId: made.id as number };
      }
      case 'agencyLog': {
        const agencyId = variant ? clientAgencyId : (await makeAgency(t)).id;
        const made = await asAdmin('POST', `/api/agencies/${agencyId}/communication-logs`, {
          contactPerson: 'Jane',
          communicationMethod: 'Phone',
        });
        return { id: agencyId, logId: made.id as number };
      }
      case 'agencyDocument': {
        const agencyId = variant ? clientAgencyId : (await makeAgency(t)).id;
        const { payload, contentType } = await multipart(
          {},
          { name: `agency${counter}.pdf`, bytes: pdfBytes(), type: 'application/pdf' },
        );
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/agencies/${agencyId}/documents`,
          headers: { cookie: fixtureAdmin, 'content-type': contentType },
          payload,
        });
        if (res.statusCode !== 201) throw new Error(`fixture agency document: ${res.statusCode} ${res.body}`);
        return { id: res.json<Body>().id as number };
      }
      case 'payrollCompany':
        return { id: (await makePayrollCompany(t)).id };
      case 'feedback':
        return {
          id: (
            await asAdmin('POST', '/api/feedback', {
              title: `Fuzz ${counter}`,
              description: 'Row for the fuzz suite',
              category: 'other',
            })
          ).id as number,
        };
      case 'user':
        // Half are deleted, so Recover has someone to recover.
        return { id: (await makeUser(t, variant ? { deletedAt: new Date() } : {})).id };
      case 'accessRequest':
        return {
          id: (
            await asAdmin('POST', '/api/access-requests', {
              firstName: 'Fuzz',
              lastName: `Request${counter}`,
              email: `fuzz.request${counter}@example.test`,
            })
          ).id as number,
        };
      case 'importSession':
        return importSession(owner ?? fixtureAdmin, variant);
      case 'importBatch':
        return importBatch();
      case 'reportType':
        return { id: 0, type: variant ? 'compliance' : 'workers' };
      case 'retentionClass':
        return { id: 0, class: variant ? 'audit_entries' : 'worker_documents' };
      case 'reportHistory':
        return reportHistoryEntry(owner ?? fixtureAdmin);
      case 'passkey':
        return passkeyOf(variant && owner ? owner : fixtureAdmin);
      case 'deletedWorker': {
        const worker = await makeWorker(t, variant ? { agencyId: clientAgencyId } : {});
        const removed = await call(t, 'DELETE', `/api/workers/${worker.id}`, { cookie: fixtureAdmin });
        if (removed.statusCode !== 200)
          throw new Error(`fixture deleted worker: ${removed.statusCode} ${removed.body}`);
        return { id: worker.id };
      }
      case 'subjectAccessRequest': {
        const worker = await makeWorker(t);
        const made = await asAdmin('POST', '/api/admin/subject-access-requests', {
          workerId: worker.id,
          receivedDate: '2026-01-05',
        });
        return { id: made.id as number };
      }
      case 'communicationLog': {
        const worker = await makeWorker(t, { agencyId: clientAgencyId });
        return {
          id: (
            await asAdmin('POST', `/api/workers/${worker.id}/communication-logs`, {
              contactPerson: 'Jane',
              communicationMethod: 'Phone',
            })
          ).id as number,
        };
      }
      case 'savedView': {
        // Written straight to the table (the fuzz makes more than a person's limit): the caller's own
        // in the variant (its owner may change it), else an administrator's shared with everyone.
        const me = variant && owner ? await call(t, 'GET', '/api/auth/user', { cookie: owner }) : undefined;
        const ownerId =
          me?.statusCode === 200 ? me.json<{ id: number }>().id : (await makeUser(t, { role: 'admin' })).id;
        const [view] = await t.ctx.db
          .insert(savedViews)
          .values({ ownerId, list: 'workers', name: `Fuzz view ${counter}`, query: 'workertab=pending', shared: !me })
          .returning();
        return { id: view!.id };
      }
      case 'bulkAction': {
        // The caller's own in the variant (only its maker may undo it), else the admin's.
        const worker = await makeWorker(t, { agencyId: clientAgencyId });
        const made = await call(t, 'POST', '/api/bulk-actions/workers', {
          cookie: variant && owner ? owner : fixtureAdmin,
          payload: { action: 'leave', p45Date: '2026-01-09', ids: [worker.id] },
        });
        if (made.statusCode !== 200) throw new Error(`fixture bulk action: ${made.statusCode} ${made.body}`);
        return { id: made.json<Body>().id as number };
      }
      case 'ticket': {
        // Raised by a worker's communication log; half are about the client's agency, so the client reaches them.
        const worker = await makeWorker(t, variant ? { agencyId: clientAgencyId } : {});
        const made = await asAdmin('POST', `/api/workers/${worker.id}/communication-logs`, {
          contactPerson: 'Jane',
          communicationMethod: 'Phone',
          outcome: 'Raise Ticket',
        });
        return { id: (made.ticket as Body).id as number };
      }
    }
  }

  const shared = new Map<string, PathIds>();
  return {
    /** A fresh throwaway row of the kind; an import session is the owner's (the caller's session cookie). */
    fresh: (kind: RowKind, variant: boolean, owner?: string) => make(kind, variant, owner),
    /** One row of the kind (and variant, and owner for import sessions) made once and shared by reading calls. */
    shared: async (kind: RowKind, variant: boolean, owner?: string) => {
      const owned = ['importSession', 'savedView', 'bulkAction'].includes(kind);
      const key = `${kind}:${variant}:${owned ? (owner ?? '') : ''}`;
      if (!shared.has(key)) shared.set(key, await make(kind, variant, owner));
      return shared.get(key)!;
    },
    /** Every id made so far: plausible values for id fields of bodies. */
    ids: () =>
      [...shared.values()].flatMap((p) =>
        [p.id, p.docId, p.contactId, p.logId, p.batchId].filter((id): id is number => !!id),
      ),
  };
}
