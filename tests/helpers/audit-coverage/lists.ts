import { bulkActionPaths } from '../../../src/shared/api/bulk-actions.ts';
import { savedViewPaths } from '../../../src/shared/api/saved-views.ts';
import { makeTicket } from '../tickets.ts';
import { makeWorker } from '../workers.ts';
import type { CoverageCase, Scene } from './scene.ts';

/** Saved views and bulk actions: the power tools of the lists. */

let n = 0;
const viewId = async (s: Scene) =>
  (await s.setup<{ id: number }>('POST', savedViewPaths.list.build(), { list: 'tickets', name: `Audited ${++n}` })).id;

const closedTickets = async (s: Scene) => {
  const ticket = await makeTicket(s.t);
  return s.setup<{ id: number }>('POST', bulkActionPaths.tickets.build(), { action: 'close', ids: [ticket.id] });
};

export const listCases: Record<string, CoverageCase> = {
  'POST /api/saved-views': {
    writes: ['saved_view', 'create'],
    run: (s) =>
      s.act('POST', savedViewPaths.list.build(), { list: 'workers', name: `Audited ${++n}`, query: 'q=smith' }),
  },
  'PATCH /api/saved-views/:id': {
    writes: ['saved_view', 'update'],
    run: async (s) => s.act('PATCH', savedViewPaths.one.build({ id: await viewId(s) }), { name: `Renamed ${++n}` }),
  },
  'DELETE /api/saved-views/:id': {
    writes: ['saved_view', 'delete'],
    run: async (s) => s.act('DELETE', savedViewPaths.one.build({ id: await viewId(s) })),
  },
  'POST /api/bulk-actions/tickets': {
    writes: ['ticket', 'close'],
    run: async (s) =>
      s.act('POST', bulkActionPaths.tickets.build(), { action: 'close', ids: [(await makeTicket(s.t)).id] }),
  },
  'POST /api/bulk-actions/workers': {
    writes: ['worker', 'update'],
    run: async (s) =>
      s.act('POST', bulkActionPaths.workers.build(), {
        action: 'leave',
        p45Date: '2026-01-09',
        ids: [(await makeWorker(s.t)).id],
      }),
  },
  'POST /api/bulk-actions/:id/undo': {
    writes: ['ticket', 'undo'],
    run: async (s) => s.act('POST', bulkActionPaths.undo.build({ id: (await closedTickets(s)).id })),
  },
};
