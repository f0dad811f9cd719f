import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import { legalHold, legalHoldAnswer, legalHoldPaths, placeLegalHoldBody } from '../../../shared/api/legal-holds.ts';
import { legalHoldMessages, type LegalHoldEntityType } from '../../../shared/domain/legal-holds.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as holds from './legal-holds.service.ts';

/**
 * Legal holds on a worker or an agency (docs/domain.md, "Legal holds"): admin only, so any other
 * user gets 403 and a client user never learns of a hold. The hold is read by its own GET, not
 * carried on the worker or agency answer.
 */
export function legalHoldRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const config = { access: 'admin' } as const;
  const tags = ['legal-holds'];
  const targets: [LegalHoldEntityType, (typeof legalHoldPaths)[keyof typeof legalHoldPaths]][] = [
    ['worker', legalHoldPaths.worker],
    ['agency', legalHoldPaths.agency],
  ];
  return (app, _options, done) => {
    for (const [entityType, path] of targets) {
      app.get(
        path.pattern,
        { config, schema: { tags, params: idParam, response: { 200: legalHoldAnswer } } },
        async (request) => ({
          legalHold: await holds.getLegalHold(ctx, requireUser(request), entityType, request.params.id),
        }),
      );

      app.post(
        path.pattern,
        {
          config,
          schema: { tags, params: idParam, body: placeLegalHoldBody, response: { 201: legalHold } },
        },
        async (request, reply) => {
          const placed = await holds.placeLegalHold(
            ctx,
            requireUser(request),
            entityType,
            request.params.id,
            request.body,
            requestMeta(request),
          );
          return reply.status(201).send(placed);
        },
      );

      app.delete(
        path.pattern,
        { config, schema: { tags, params: idParam, response: { 200: messageAnswer } } },
        async (request) => {
          await holds.liftLegalHold(ctx, requireUser(request), entityType, request.params.id, requestMeta(request));
          return { message: legalHoldMessages.lifted };
        },
      );
    }
    done();
  };
}
