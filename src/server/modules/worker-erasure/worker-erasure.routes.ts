import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam } from '../../../shared/api/common.ts';
import { workerErasureAnswer, workerErasurePaths } from '../../../shared/api/worker-erasure.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as erasure from './worker-erasure.service.ts';

/**
 * Erasure of a worker's personal data (docs/domain.md, "Erasure"): admins only, so finance, support
 * and client users get 403; erasing asks a fresh sign-in (docs/decisions/0022-fresh-sign-in.md).
 */
export function workerErasureRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const tags = ['workers'];
  return (app, _options, done) => {
    app.get(
      workerErasurePaths.one.pattern,
      { config: { access: 'admin' }, schema: { tags, params: idParam, response: { 200: workerErasureAnswer } } },
      async (request) => erasure.getWorkerErasure(ctx, request.params.id),
    );

    app.post(
      workerErasurePaths.one.pattern,
      {
        config: { access: 'admin', asksFreshSignIn: true },
        schema: { tags, params: idParam, response: { 200: workerErasureAnswer } },
      },
      async (request) => erasure.eraseWorker(ctx, requireUser(request), request.params.id, requestMeta(request)),
    );
    done();
  };
}
