import { makeAgency } from '../app.ts';
import { multipart, pdfBytes } from '../../fixtures/documents.ts';
import { base, generatedFile, uploadMapValidate } from '../worker-import.ts';
import { makePayrollCompany, makeWorker, uniqueNiNumber } from '../workers.ts';
import type { CoverageCase, Scene } from './scene.ts';

/** Workers with their documents, communication logs, export and bulk import. */

let seed = 100;
const workerId = async (s: Scene, overrides: Parameters<typeof makeWorker>[1] = {}) =>
  (await makeWorker(s.t, overrides)).id;

async function passportUpload(id: number) {
  const { payload, contentType } = await multipart(
    { documentType: 'passport', expiryDate: '2035-01-01' },
    { name: 'passport.pdf', bytes: pdfBytes(), type: 'application/pdf' },
  );
  return {
    method: 'POST' as const,
    url: `/api/workers/${id}/documents`,
    headers: { 'content-type': contentType },
    payload,
  };
}

/** A bulk import of one generated worker, submitted: its batch id. */
async function submittedImport(s: Scene) {
  const { sessionId } = await uploadMapValidate(s.t, s.admin.cookie, {
    name: 'workers.csv',
    bytes: await generatedFile(1, 'csv', (seed += 1)),
  });
  const assignment = { agencyId: (await makeAgency(s.t)).id, payrollCompanyId: (await makePayrollCompany(s.t)).id };
  return { sessionId, assignment };
}

/** A passing List A check (continuous). */
const listAPass = { method: 'list-a', checkDate: '2025-01-02', outcome: 'pass' };

/** The Add New Worker form with every counted field filled (the server wants at least 80%). */
const completeWorker = async (s: Scene) => ({
  title: 'MS',
  firstName: 'Alice',
  lastName: 'Walker',
  gender: 'FEMALE',
  maritalStatus: 'SINGLE',
  nationality: 'BRITISH',
  dateOfBirth: '17/05/1990',
  email: `alice.${Date.now()}@example.test`,
  phone: '07700 900123',
  addressLine1: '1 High Street',
  city: 'Leeds',
  county: 'West Yorkshire',
  postCode: 'LS1 4AP',
  accountName: 'A WALKER',
  sortCode: '123456',
  accountNumber: '12345678',
  niNumber: uniqueNiNumber(),
  workStartDate: '08/01/2024',
  paymentFrequency: 'Weekly',
  niCategory: 'A',
  taxCode: '1257L',
  wk1Mth1Basis: '1',
  agencyId: (await makeAgency(s.t)).id,
  payrollCompanyId: (await makePayrollCompany(s.t)).id,
});

export const workerCases: Record<string, CoverageCase> = {
  'POST /api/workers': {
    writes: ['worker', 'create'],
    run: async (s) => s.act('POST', '/api/workers', await completeWorker(s)),
  },
  'PATCH /api/workers/:id': {
    writes: ['worker', 'update'],
    run: async (s) => s.act('PATCH', `/api/workers/${await workerId(s)}`, { city: 'York' }),
  },
  'PATCH /api/workers/:id/authorize': {
    writes: ['worker', 'authorise'],
    run: async (s) => {
      // Authorising needs a passing right-to-work check (docs/domain.md "Right-to-work checks").
      const id = await workerId(s, { authorised: false });
      await s.setup('POST', `/api/workers/${id}/rtw-checks`, listAPass);
      return s.act('PATCH', `/api/workers/${id}/authorize`, {});
    },
  },
  'DELETE /api/workers/:id': {
    writes: ['worker', 'delete'],
    run: async (s) => s.act('DELETE', `/api/workers/${await workerId(s)}`),
  },
  'POST /api/admin/deleted-workers/:id/restore': {
    writes: ['worker', 'restore'],
    run: async (s) => {
      const id = await workerId(s);
      await s.act('DELETE', `/api/workers/${id}`);
      return s.act('POST', `/api/admin/deleted-workers/${id}/restore`);
    },
  },
  'POST /api/admin/workers/:id/erasure': {
    writes: ['worker', 'erase'],
    run: async (s) =>
      s.act('POST', `/api/admin/workers/${await workerId(s, { status: 'left', p45Date: '2025-12-31' })}/erasure`),
  },
  'PUT /api/admin/retention/:class': {
    writes: ['retention', 'retention_set'],
    run: async (s) => s.act('PUT', '/api/admin/retention/audit_entries', { years: 7 }),
  },
  'POST /api/workers/:id/legal-hold': {
    writes: ['worker', 'legal_hold_set'],
    run: async (s) => s.act('POST', `/api/workers/${await workerId(s)}/legal-hold`, { reason: 'Tribunal' }),
  },
  'DELETE /api/workers/:id/legal-hold': {
    writes: ['worker', 'legal_hold_lifted'],
    run: async (s) => {
      const id = await workerId(s);
      await s.act('POST', `/api/workers/${id}/legal-hold`, { reason: 'Tribunal' });
      return s.act('DELETE', `/api/workers/${id}/legal-hold`);
    },
  },
  'POST /api/workers/export': {
    writes: ['worker', 'export'],
    run: async (s) => {
      await workerId(s);
      return s.act('POST', '/api/workers/export', { dataSource: 'authorised', exportType: 'csv' });
    },
  },
  'POST /api/workers/:id/documents': {
    writes: ['worker_document', 'create'],
    run: async (s) => s.actInject(await passportUpload(await workerId(s))),
  },
  'DELETE /api/workers/:id/documents/:docId': {
    writes: ['worker_document', 'delete'],
    run: async (s) => {
      const id = await workerId(s);
      const upload = await passportUpload(id);
      const uploaded = await s.t.app.inject({ ...upload, headers: { ...upload.headers, cookie: s.admin.cookie } });
      return s.act('DELETE', `/api/workers/${id}/documents/${uploaded.json<{ id: number }>().id}`);
    },
  },
  'POST /api/workers/:id/rtw-checks': {
    writes: ['worker', 'rtw_check'],
    run: async (s) => s.act('POST', `/api/workers/${await workerId(s)}/rtw-checks`, listAPass),
  },
  'POST /api/workers/:id/communication-logs': {
    writes: ['worker_communication_log', 'create'],
    run: async (s) =>
      s.act('POST', `/api/workers/${await workerId(s)}/communication-logs`, {
        contactPerson: 'Sam Caller',
        communicationMethod: 'Phone',
        content: 'Asked about a payslip',
        outcome: 'Resolved',
      }),
  },
  'DELETE /api/worker-communication-logs/:id': {
    writes: ['worker_communication_log', 'delete'],
    run: async (s) => {
      const log = await s.setup<{ id: number }>('POST', `/api/workers/${await workerId(s)}/communication-logs`, {
        contactPerson: 'Sam Caller',
        communicationMethod: 'Email',
        content: 'Sent the P60',
      });
      return s.act('DELETE', `/api/worker-communication-logs/${log.id}`);
    },
  },
  'POST /api/upload-workers/:sessionId/submit': {
    writes: ['worker_import_batch', 'import'],
    run: async (s) => {
      const { sessionId, assignment } = await submittedImport(s);
      return s.act('POST', `${base(sessionId)}/submit`, assignment);
    },
  },
  'POST /api/upload-workers/batches/:batchId/undo': {
    writes: ['worker_import_batch', 'undo'],
    run: async (s) => {
      const { sessionId, assignment } = await submittedImport(s);
      const { batchId } = await s.setup<{ batchId: number }>('POST', `${base(sessionId)}/submit`, assignment);
      return s.act('POST', `/api/upload-workers/batches/${batchId}/undo`);
    },
  },
};
