import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam } from '../../../shared/api/common.ts';
import {
  bulkActionAnswer,
  bulkActionPaths,
  bulkUndoAnswer,
  ticketBulkBody,
  workerBulkBody,
} from '../../../shared/api/bulk-actions.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as bulk from './bulk-actions.service.ts';
import { undoBulkAction } from './bulk-actions-undo.service.ts';

/**
 * Bulk actions (docs/domain.md, "Bulk actions"): on tickets for those who work them, on workers for
 * every holder of the workers permission (a client user's own agency only, row by row), and the
 * undo, which only the user who did the action may take.
 */
export function bulkActionRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const tags = ['bulk-actions'];
  return (app, _options, done) => {
    app.post(
      bulkActionPaths.tickets.pattern,
      {
        config: { access: 'work_tickets' },
        schema: { tags, body: ticketBulkBody, response: { 200: bulkActionAnswer } },
      },
      async (request) => bulk.runTicketBulkAction(ctx, requireUser(request), request.body, requestMeta(request)),
    );
    app.post(
      bulkActionPaths.workers.pattern,
      { config: { access: 'workers' }, schema: { tags, body: workerBulkBody, response: { 200: bulkActionAnswer } } },
      async (request) => bulk.runWorkerBulkAction(ctx, requireUser(request), request.body, requestMeta(request)),
    );
    app.post(
      bulkActionPaths.undo.pattern,
      { config: { access: 'signed-in' }, schema: { tags, params: idParam, response: { 200: bulkUndoAnswer } } },
      async (request) => undoBulkAction(ctx, requireUser(request), request.params.id, requestMeta(request)),
    );
    done();
  };
}
