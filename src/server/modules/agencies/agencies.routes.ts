import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  agencyPaths,
  agency,
  agencyDetail,
  agencyFieldBody,
  agencyListQuery,
  agencyPage,
  agencySummary,
  agencySummaryQuery,
  agencyWorkerPage,
  agencyWorkersQuery,
  createAgencyBody,
  patchAgencyBody,
  putAgencyBody,
} from '../../../shared/api/agencies.ts';
import {
  agencyCommercial,
  commercialBody,
  enhancedAgency,
  enhancedAgencyQuery,
} from '../../../shared/api/agency-enhanced.ts';
import { cleanAgencyFields } from '../../../shared/domain/agency-fields.ts';
import { idParam } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as agencies from './agencies.service.ts';
import * as detail from './agency-detail.service.ts';

const listAnswer = z.union([z.array(agency), agencyPage]);
const tags = ['agencies'];

/**
 * Agencies (docs/domain.md, Agencies): list, archived list, summary, detail, enhanced
 * detail, workers, commercial terms, create, edit (PUT, PATCH, PATCH /field), archive, unarchive.
 * Every route needs the agency permission; the service decides staff and admin calls and a client's scope.
 */
// Long as a flat table of route declarations, each handler a few lines (max-lines-per-function spares *.routes.ts).
export function agencyRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const access = { access: 'agency' } as const;
    app.get(
      agencyPaths.list.pattern,
      { config: access, schema: { tags, querystring: agencyListQuery, response: { 200: listAnswer } } },
      async (request) => agencies.listAgencies(ctx, requireUser(request), request.query, false),
    );
    app.get(
      agencyPaths.archived.pattern,
      { config: { access: 'admin' }, schema: { tags, querystring: agencyListQuery, response: { 200: listAnswer } } },
      async (request) => agencies.listAgencies(ctx, requireUser(request), request.query, true),
    );
    app.get(
      agencyPaths.summary.pattern,
      { config: access, schema: { tags, querystring: agencySummaryQuery, response: { 200: agencySummary } } },
      async (request) => agencies.summariseAgencies(ctx, requireUser(request), request.query),
    );
    app.get(
      agencyPaths.one.pattern,
      { config: access, schema: { tags, params: idParam, response: { 200: agencyDetail } } },
      async (request) => detail.getAgencyDetail(ctx, requireUser(request), request.params.id, requestMeta(request)),
    );
    app.get(
      agencyPaths.enhanced.pattern,
      {
        config: access,
        schema: { tags, params: idParam, querystring: enhancedAgencyQuery, response: { 200: enhancedAgency } },
      },
      async (request) =>
        detail.getEnhancedAgency(ctx, requireUser(request), request.params.id, request.query, requestMeta(request)),
    );
    app.get(
      agencyPaths.workers.pattern,
      {
        config: access,
        schema: { tags, params: idParam, querystring: agencyWorkersQuery, response: { 200: agencyWorkerPage } },
      },
      async (request) =>
        detail.listAgencyWorkers(
          ctx,
          requireUser(request),
          request.params.id,
          request.query.page,
          request.query.pageSize,
        ),
    );
    app.get(
      agencyPaths.commercial.pattern,
      { config: access, schema: { tags, params: idParam, response: { 200: agencyCommercial } } },
      async (request) => detail.getCommercial(ctx, requireUser(request), request.params.id),
    );
    app.put(
      agencyPaths.commercial.pattern,
      { config: access, schema: { tags, params: idParam, body: commercialBody, response: { 200: agencyCommercial } } },
      async (request) => {
        const user = requireUser(request);
        const { values, issues } = cleanAgencyFields(request.body);
        if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues[0]!.message, issues);
        await agencies.updateAgency(ctx, user, request.params.id, values, requestMeta(request));
        return detail.getCommercial(ctx, user, request.params.id);
      },
    );
    app.post(
      agencyPaths.list.pattern,
      { config: access, schema: { tags, body: createAgencyBody, response: { 201: agency } } },
      async (request, reply) => {
        const created = await agencies.createAgency(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );
    for (const [method, url, body] of [
      ['PUT', agencyPaths.one.pattern, putAgencyBody],
      ['PATCH', agencyPaths.one.pattern, patchAgencyBody],
      ['PATCH', agencyPaths.field.pattern, agencyFieldBody],
    ] as const) {
      app.route({
        method,
        url,
        config: access,
        schema: { tags, params: idParam, body, response: { 200: agency } },
        handler: async (request) =>
          agencies.updateAgency(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
      });
    }
    for (const [url, archived] of [
      [agencyPaths.archive.pattern, true],
      [agencyPaths.unarchive.pattern, false],
    ] as const) {
      app.put(
        url,
        { config: { access: 'admin' }, schema: { tags, params: idParam, response: { 200: agency } } },
        async (request) =>
          agencies.setAgencyArchived(ctx, requireUser(request), request.params.id, archived, requestMeta(request)),
      );
    }
    done();
  };
}
