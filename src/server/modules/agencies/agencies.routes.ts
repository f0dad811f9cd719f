import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { agency, agencyDetail, createAgencyBody } from '../../../shared/api/agencies.ts';
import { idParam } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as agencies from './agencies.service.ts';

/** Agencies, minimal (part 2 section 7.1): list, detail, create. A client sees only its own agency. */
export function agencyRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/agencies',
      {
        config: { access: 'agency' },
        schema: { tags: ['agencies'], response: { 200: z.array(agency) } },
      },
      async (request) => agencies.listAgencies(ctx, requireUser(request)),
    );

    app.get(
      '/api/agencies/:id',
      {
        config: { access: 'agency' },
        schema: { tags: ['agencies'], params: idParam, response: { 200: agencyDetail } },
      },
      async (request) => agencies.getAgencyDetail(ctx, requireUser(request), request.params.id),
    );

    app.post(
      '/api/agencies',
      {
        config: { access: 'agency' },
        schema: { tags: ['agencies'], body: createAgencyBody, response: { 201: agency } },
      },
      async (request, reply) => {
        const created = await agencies.createAgency(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );
    done();
  };
}
