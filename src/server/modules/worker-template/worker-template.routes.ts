import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-writer.ts';
import { buildWorkerTemplate, TEMPLATE_FILE_NAME } from './worker-template.service.ts';

/** GET /api/workers/download-template (part 1 section 7): the bulk-import template, worker-template.xlsx. */
export function workerTemplateRoutes(): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Built on first use and kept: it is the same for everyone and never changes while the server runs.
    let template: Promise<Buffer> | undefined;
    app.get(
      '/api/workers/download-template',
      {
        config: { access: 'workers' },
        schema: { tags: ['workers'] },
      },
      async (_request, reply) => {
        template ??= buildWorkerTemplate().catch((error: unknown) => {
          template = undefined;
          throw error;
        });
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
          .header('cache-control', 'no-store')
          .send(await template);
      },
    );
    done();
  };
}
