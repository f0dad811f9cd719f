import { makeAgency } from '../app.ts';
import { payrollCsv } from '../payroll.ts';
import { makeTicket } from '../tickets.ts';
import { makePayrollCompany, makeWorker } from '../workers.ts';
import { multipart } from '../../fixtures/documents.ts';
import type { CoverageCase, Scene } from './scene.ts';

/** Tickets, payroll companies and payroll uploads. */

let n = 0;
const ticketId = async (s: Scene) => (await makeTicket(s.t)).id;
const companyId = async (s: Scene) => (await makePayrollCompany(s.t)).id;

const sarId = async (s: Scene) =>
  (
    await s.setup<{ id: number }>('POST', '/api/admin/subject-access-requests', {
      workerId: (await makeWorker(s.t)).id,
      receivedDate: '2026-01-05',
    })
  ).id;

export const workCases: Record<string, CoverageCase> = {
  'POST /api/admin/subject-access-requests': {
    writes: ['subject_access_request', 'sar_create'],
    run: async (s) =>
      s.act('POST', '/api/admin/subject-access-requests', {
        workerId: (await makeWorker(s.t)).id,
        receivedDate: '2026-01-05',
      }),
  },
  'PATCH /api/admin/subject-access-requests/:id': {
    writes: ['subject_access_request', 'sar_extend'],
    run: async (s) =>
      s.act('PATCH', `/api/admin/subject-access-requests/${await sarId(s)}`, { extensionReason: 'Complex request' }),
  },
  'POST /api/tickets/manual': {
    writes: ['ticket', 'create'],
    run: async (s) =>
      s.act('POST', '/api/tickets/manual', {
        source: 'agency',
        sourceId: (await makeAgency(s.t)).id,
        contactPerson: 'Jane Contact',
        notes: 'Invoice query',
      }),
  },
  'PATCH /api/tickets/:id': {
    writes: ['ticket', 'update'],
    run: async (s) => s.act('PATCH', `/api/tickets/${await ticketId(s)}`, { priority: 'high' }),
  },
  'POST /api/tickets/:id/comments': {
    writes: ['ticket', 'comment'],
    run: async (s) => s.act('POST', `/api/tickets/${await ticketId(s)}/comments`, { content: 'Chased by phone' }),
  },
  'POST /api/payroll-companies': {
    writes: ['payroll_company', 'create'],
    run: (s) =>
      s.act('POST', '/api/payroll-companies', { name: `Acme Payroll ${++n} ${Date.now()}`, email: 'pay@acme.example' }),
  },
  'PATCH /api/payroll-companies/:id': {
    writes: ['payroll_company', 'update'],
    run: async (s) => s.act('PATCH', `/api/payroll-companies/${await companyId(s)}`, { supplierName: 'Newer' }),
  },
  'DELETE /api/payroll-companies/:id': {
    writes: ['payroll_company', 'delete'],
    run: async (s) => s.act('DELETE', `/api/payroll-companies/${await companyId(s)}`),
  },
  'POST /api/payroll-records/upload': {
    writes: ['payroll_upload_batch', 'upload'],
    run: async (s) => {
      const worker = await makeWorker(s.t);
      const bytes = payrollCsv([[worker.niNumber!, '2025-04-04', '100', '0', '0', '0', '100']]);
      const { payload, contentType } = await multipart(
        { weekEnding: '2025-04-06' },
        { field: 'file', name: 'payroll.csv', bytes, type: 'text/csv' },
      );
      return s.actInject({
        method: 'POST',
        url: '/api/payroll-records/upload',
        headers: { 'content-type': contentType },
        payload,
      });
    },
  },
};
