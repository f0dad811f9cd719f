import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { workerPaths, workerExportBody } from '../../../shared/api/workers.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { startWorkerExport } from './worker-export.service.ts';

/** POST /api/workers/export (docs/domain.md): a streamed .xlsx (default) or .csv. */
export function workerExportRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      workerPaths.export.pattern,
      {
        config: { access: 'workers', longWork: true },
        schema: { tags: ['workers'], body: workerExportBody },
      },
      async (request, reply) => {
        const file = await startWorkerExport(ctx, requireUser(request), request.body, requestMeta(request));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
    done();
  };
}
