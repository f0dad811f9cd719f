import { makeAgency } from '../app.ts';
import { multipart, pdfBytes } from '../../fixtures/documents.ts';
import type { CoverageCase, Scene } from './scene.ts';

/** Agencies with their contacts, terms, logs, comments, documents and CSV import. */

let n = 0;
const name = (what: string) => `${what} ${++n} ${Date.now()}`;
const agencyId = async (s: Scene) => (await makeAgency(s.t)).id;

const addContact = async (s: Scene, id: number) =>
  (await s.setup<{ id: number }>('POST', `/api/agencies/${id}/contacts`, { name: 'Ann Contact' })).id;

async function uploadTerms(id: number) {
  const { payload, contentType } = await multipart(
    { documentType: 'Contract' },
    { name: 'terms.pdf', bytes: pdfBytes(), type: 'application/pdf' },
  );
  return {
    method: 'POST' as const,
    url: `/api/agencies/${id}/documents`,
    headers: { 'content-type': contentType },
    payload,
  };
}

export const agencyCases: Record<string, CoverageCase> = {
  'POST /api/agencies': {
    writes: ['agency', 'create'],
    run: (s) =>
      s.act('POST', '/api/agencies', {
        name: name('Northern Staff'),
        contactName: 'Jane Contact',
        city: 'Leeds',
        postalCode: 'LS1 5AB',
        businessType: 'recruitment',
      }),
  },
  'PUT /api/agencies/:id': {
    writes: ['agency', 'status_change'],
    run: async (s) => s.act('PUT', `/api/agencies/${await agencyId(s)}`, { status: 'on_hold' }),
  },
  'PATCH /api/agencies/:id': {
    writes: ['agency', 'update'],
    run: async (s) => s.act('PATCH', `/api/agencies/${await agencyId(s)}`, { trustScore: 90 }),
  },
  'POST /api/agencies/:id/legal-hold': {
    writes: ['agency', 'legal_hold_set'],
    run: async (s) => s.act('POST', `/api/agencies/${await agencyId(s)}/legal-hold`, { reason: 'Inquiry' }),
  },
  'DELETE /api/agencies/:id/legal-hold': {
    writes: ['agency', 'legal_hold_lifted'],
    run: async (s) => {
      const id = await agencyId(s);
      await s.act('POST', `/api/agencies/${id}/legal-hold`, { reason: 'Inquiry' });
      return s.act('DELETE', `/api/agencies/${id}/legal-hold`);
    },
  },
  'PATCH /api/agencies/:id/field': {
    writes: ['agency', 'update'],
    run: async (s) => s.act('PATCH', `/api/agencies/${await agencyId(s)}/field`, { field: 'fee', value: '12.50' }),
  },
  'PUT /api/agencies/:id/commercial': {
    writes: ['agency', 'update'],
    run: async (s) =>
      s.act('PUT', `/api/agencies/${await agencyId(s)}/commercial`, { fee: 25.5, paymentTerms: '14 Days' }),
  },
  'PUT /api/agencies/:id/archive': {
    writes: ['agency', 'archive'],
    run: async (s) => s.act('PUT', `/api/agencies/${await agencyId(s)}/archive`),
  },
  'PUT /api/agencies/:id/unarchive': {
    writes: ['agency', 'unarchive'],
    run: async (s) => {
      const id = await agencyId(s);
      await s.setup('PUT', `/api/agencies/${id}/archive`);
      return s.act('PUT', `/api/agencies/${id}/unarchive`);
    },
  },
  'POST /api/agencies/:id/contacts': {
    writes: ['agency_contact', 'create'],
    run: async (s) => s.act('POST', `/api/agencies/${await agencyId(s)}/contacts`, { name: 'Bob Contact' }),
  },
  'PUT /api/agencies/:id/contacts/:contactId': {
    writes: ['agency_contact', 'update'],
    run: async (s) => {
      const id = await agencyId(s);
      return s.act('PUT', `/api/agencies/${id}/contacts/${await addContact(s, id)}`, { name: 'Ann Renamed' });
    },
  },
  'DELETE /api/agencies/:id/contacts/:contactId': {
    writes: ['agency_contact', 'delete'],
    run: async (s) => {
      const id = await agencyId(s);
      return s.act('DELETE', `/api/agencies/${id}/contacts/${await addContact(s, id)}`);
    },
  },
  'POST /api/agencies/:id/contacts/:contactId/set-primary': {
    writes: ['agency_contact', 'set_primary'],
    run: async (s) => {
      const id = await agencyId(s);
      await addContact(s, id);
      return s.act('POST', `/api/agencies/${id}/contacts/${await addContact(s, id)}/set-primary`);
    },
  },
  'POST /api/agencies/:id/communication-logs': {
    writes: ['agency_communication_log', 'create'],
    run: async (s) =>
      s.act('POST', `/api/agencies/${await agencyId(s)}/communication-logs`, {
        contactPerson: 'Jane',
        communicationMethod: 'Email',
        outcome: 'Resolved',
      }),
  },
  'DELETE /api/agencies/:id/communication-logs/:logId': {
    writes: ['agency_communication_log', 'delete'],
    run: async (s) => {
      const id = await agencyId(s);
      const log = await s.setup<{ id: number }>('POST', `/api/agencies/${id}/communication-logs`, {
        contactPerson: 'Jane',
        communicationMethod: 'Phone',
      });
      return s.act('DELETE', `/api/agencies/${id}/communication-logs/${log.id}`);
    },
  },
  'POST /api/comments': {
    writes: ['agency_comment', 'create'],
    run: async (s) => s.act('POST', '/api/comments', { content: 'Called about rates', agencyId: await agencyId(s) }),
  },
  'POST /api/agencies/:id/documents': {
    writes: ['agency_document', 'create'],
    run: async (s) => s.actInject(await uploadTerms(await agencyId(s))),
  },
  'DELETE /api/agency-documents/:id': {
    writes: ['agency_document', 'delete'],
    run: async (s) => {
      const upload = await uploadTerms(await agencyId(s));
      const uploaded = await s.t.app.inject({ ...upload, headers: { ...upload.headers, cookie: s.admin.cookie } });
      return s.act('DELETE', `/api/agency-documents/${uploaded.json<{ id: number }>().id}`);
    },
  },
  'POST /api/agencies/import': {
    writes: ['agency', 'import'],
    run: (s) =>
      s.act('POST', '/api/agencies/import', {
        agencies: [{ 'Name*': name('Imported'), 'Contact Name': 'Ann', City: 'Leeds', 'Postal Code': 'LS1 4AP' }],
      }),
  },
};
