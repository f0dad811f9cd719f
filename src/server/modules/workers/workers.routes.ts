import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import {
  workerPaths,
  authorizeWorkerBody,
  autofillQuery,
  autofillSuggestion,
  createWorkerBody,
  deletedWorker,
  updatedWorkerAnswer,
  updateWorkerBody,
  workerAnswer,
  workerListAnswer,
  workerListQuery,
} from '../../../shared/api/workers.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { deletedWorkerMessages } from '../../../shared/domain/worker-retention.ts';
import * as list from './workers-list.service.ts';
import * as workers from './workers.service.ts';
import * as deleted from './workers-deleted.service.ts';

/** Worker management (docs/domain.md): every call needs the workers permission; Remove is for staff. */
export function workerRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const config = { access: 'workers' } as const;
  const tags = ['workers'];
  return (app, _options, done) => {
    app.get(
      workerPaths.list.pattern,
      {
        config,
        schema: {
          tags,
          querystring: workerListQuery,
          response: { 200: z.union([z.array(workerAnswer), workerListAnswer]) },
        },
      },
      async (request) => list.listWorkers(ctx, requireUser(request), request.query),
    );

    app.get(
      workerPaths.one.pattern,
      {
        config,
        schema: { tags, params: idParam, response: { 200: workerAnswer } },
      },
      async (request) => list.getWorker(ctx, requireUser(request), request.params.id),
    );

    app.post(
      workerPaths.list.pattern,
      {
        config,
        schema: { tags, body: createWorkerBody, response: { 201: workerAnswer } },
      },
      async (request, reply) => {
        const created = await workers.createWorker(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );

    app.patch(
      workerPaths.one.pattern,
      {
        config: { ...config, asksFreshSignIn: true },
        schema: { tags, params: idParam, body: updateWorkerBody, response: { 200: updatedWorkerAnswer } },
      },
      async (request) =>
        workers.updateWorker(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );

    app.patch(
      workerPaths.authorize.pattern,
      {
        config,
        schema: { tags, params: idParam, body: authorizeWorkerBody, response: { 200: workerAnswer } },
      },
      async (request) => workers.authoriseWorker(ctx, requireUser(request), request.params.id, requestMeta(request)),
    );

    // Remove moves the worker to Deleted Workers; it is for staff only: a client user gets 403 (docs/domain.md).
    app.delete(
      workerPaths.one.pattern,
      {
        config: { access: 'remove_workers' },
        schema: { tags, params: idParam, response: { 200: messageAnswer } },
      },
      async (request) => {
        await deleted.deleteWorker(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: deletedWorkerMessages.moved };
      },
    );

    // Deleted Workers (docs/domain.md, "Deleted workers"): the admin's list and restore.
    app.get(
      workerPaths.deleted.pattern,
      { config: { access: 'admin' }, schema: { tags, response: { 200: z.array(deletedWorker) } } },
      async () => deleted.listDeletedWorkers(ctx),
    );

    app.post(
      workerPaths.restore.pattern,
      { config: { access: 'admin' }, schema: { tags, params: idParam, response: { 200: workerAnswer } } },
      async (request) => deleted.restoreWorker(ctx, requireUser(request), request.params.id, requestMeta(request)),
    );

    app.get(
      workerPaths.autofillSuggestions.pattern,
      {
        config,
        schema: { tags, querystring: autofillQuery, response: { 200: z.array(autofillSuggestion) } },
      },
      async (request) => list.autofillSuggestions(ctx, requireUser(request), request.query),
    );
    done();
  };
}
