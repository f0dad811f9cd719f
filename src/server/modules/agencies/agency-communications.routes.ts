import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  agencyCommunicationPaths,
  agencyLog,
  agencyLogBody,
  agencyLogPage,
  agencyLogParams,
  agencyLogQuery,
  createdAgencyLog,
} from '../../../shared/api/agency-communications.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as logs from './agency-communications.service.ts';

const tags = ['agencies'];
const access = { access: 'agency' } as const;

/**
 * An agency's communication logs (docs/domain.md, Agencies); /communication-logs lists the same as
 * /enhanced-communications.
 */
export function agencyCommunicationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const url of [agencyCommunicationPaths.enhanced.pattern, agencyCommunicationPaths.list.pattern]) {
      app.get(
        url,
        {
          config: access,
          schema: {
            tags,
            params: idParam,
            querystring: agencyLogQuery,
            response: { 200: z.union([z.array(agencyLog), agencyLogPage]) },
          },
        },
        async (request) => logs.listAgencyLogs(ctx, requireUser(request), request.params.id, request.query),
      );
    }
    app.post(
      agencyCommunicationPaths.list.pattern,
      { config: access, schema: { tags, params: idParam, body: agencyLogBody, response: { 201: createdAgencyLog } } },
      async (request, reply) => {
        const { id } = request.params;
        const made = await logs.createAgencyLog(ctx, requireUser(request), id, request.body, requestMeta(request));
        return reply.status(201).send(made);
      },
    );
    app.delete(
      agencyCommunicationPaths.one.pattern,
      { config: access, schema: { tags, params: agencyLogParams, response: { 200: messageAnswer } } },
      async (request) => {
        const { id, logId } = request.params;
        await logs.deleteAgencyLog(ctx, requireUser(request), id, logId, requestMeta(request));
        return { message: 'Communication deleted' };
      },
    );
  };
}
