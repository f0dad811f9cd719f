import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-writer.ts';
import { TEMPLATE_FILE_NAME, workerTemplate } from './worker-template.service.ts';
import { workerPaths } from '../../../shared/api/workers.ts';

/** GET /api/workers/download-template (docs/domain.md): the bulk-import template, worker-template.xlsx. */
export function workerTemplateRoutes(): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      workerPaths.template.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['workers'] },
      },
      async (_request, reply) => {
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
          .header('cache-control', 'no-store')
          .send(await workerTemplate());
      },
    );
    done();
  };
}
