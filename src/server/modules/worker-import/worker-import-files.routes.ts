import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import {
  batchIdParam,
  errorFileQuery,
  reviewRowsQuery,
  sessionIdParam,
  workerImportPaths,
} from '../../../shared/api/worker-import.ts';
import { importBatchesAnswer, reviewRowsPage, undoAnswer } from '../../../shared/api/worker-import-answers.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-writer.ts';
import { requireUser } from '../../plugins/access.ts';
import { TEMPLATE_FILE_NAME, workerTemplate } from '../worker-template/worker-template.service.ts';
import * as batches from './worker-import-batches.service.ts';
import { listReviewRows, openErrorFile } from './worker-import-review.service.ts';

/**
 * The import's reads and its history: review pages, the error file, the template, the latest
 * batches and their undo. Every call needs the workers permission.
 */
export function workerImportFileRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const config = { access: 'workers' } as const;
  const tags = ['worker-import'];
  return (app, _options, done) => {
    // The same file as GET /api/workers/download-template (one copy, built once).
    app.get(workerImportPaths.template.pattern, { config, schema: { tags } }, async (_request, reply) => {
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(await workerTemplate());
    });

    app.get(
      workerImportPaths.batches.pattern,
      { config, schema: { tags, response: { 200: importBatchesAnswer } } },
      async (request) => batches.listImportBatches(ctx, requireUser(request)),
    );

    app.post(
      workerImportPaths.undo.pattern,
      { config, schema: { tags, params: batchIdParam, response: { 200: undoAnswer } } },
      async (request) =>
        batches.undoImportBatch(ctx, requireUser(request), request.params.batchId, requestMeta(request)),
    );

    app.get(
      workerImportPaths.rows.pattern,
      {
        config,
        schema: { tags, params: sessionIdParam, querystring: reviewRowsQuery, response: { 200: reviewRowsPage } },
      },
      async (request) => listReviewRows(ctx, requireUser(request), request.params.sessionId, request.query),
    );

    app.get(
      workerImportPaths.errorFile.pattern,
      { config, schema: { tags, params: sessionIdParam, querystring: errorFileQuery } },
      async (request, reply) => {
        const file = await openErrorFile(ctx, requireUser(request), request.params.sessionId, request.query.format);
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
