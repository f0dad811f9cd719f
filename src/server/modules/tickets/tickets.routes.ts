import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { ticket } from '../../../shared/api/tickets.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import * as tickets from './tickets.service.ts';

/** Tickets, records only for now (part 2 section 7.7); the Tickets tab is guarded by `reports`. */
export function ticketRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/tickets',
      {
        config: { access: 'reports' },
        schema: { tags: ['tickets'], response: { 200: z.array(ticket) } },
      },
      async (request) => tickets.listTickets(ctx, requireUser(request)),
    );
    done();
  };
}
