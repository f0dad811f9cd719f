import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../shared/api/common.ts';
import {
  ticketPaths,
  manualTicketBody,
  patchTicketBody,
  ticket,
  ticketAssignee,
  ticketListQuery,
  ticketPage,
} from '../../../shared/api/tickets.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { createManualTicket } from './tickets-manual.service.ts';
import { updateTicket } from './tickets-update.service.ts';
import * as tickets from './tickets.service.ts';

const tags = ['tickets'];
const listAnswer = z.union([z.array(ticket), ticketPage]);

/**
 * Tickets (docs/domain.md, Tickets): the list (plain, or paged by tab with counts),
 * one ticket, PATCH (claim, close, reopen, edit), manual creation and the assignee list. The Tickets
 * tab is guarded by `reports`; the services decide a client's scope and what it may change.
 */
export function ticketRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const access = { access: 'reports' } as const;
    app.get(
      ticketPaths.list.pattern,
      { config: access, schema: { tags, querystring: ticketListQuery, response: { 200: listAnswer } } },
      async (request) => tickets.listTickets(ctx, requireUser(request), request.query),
    );
    app.get(
      ticketPaths.assignees.pattern,
      { config: { access: 'work_tickets' }, schema: { tags, response: { 200: z.array(ticketAssignee) } } },
      async () => tickets.listAssignees(ctx),
    );
    app.get(
      ticketPaths.one.pattern,
      { config: access, schema: { tags, params: idParam, response: { 200: ticket } } },
      async (request) => tickets.getTicket(ctx, requireUser(request), request.params.id),
    );
    app.patch(
      ticketPaths.one.pattern,
      { config: access, schema: { tags, params: idParam, body: patchTicketBody, response: { 200: ticket } } },
      async (request) => updateTicket(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );
    app.post(
      ticketPaths.manual.pattern,
      { config: access, schema: { tags, body: manualTicketBody, response: { 201: ticket } } },
      async (request, reply) => {
        const created = await createManualTicket(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );
    done();
  };
}
