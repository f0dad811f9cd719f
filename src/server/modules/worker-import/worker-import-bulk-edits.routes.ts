import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { replaceValuesBody, sessionIdParam, workerImportPaths } from '../../../shared/api/worker-import.ts';
import {
  errorColumnsAnswer,
  removeErrorRowsAnswer,
  replaceValuesAnswer,
} from '../../../shared/api/worker-import-answers.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import * as bulkEdits from './worker-import-bulk-edits.service.ts';

/**
 * Fixing errors in bulk on the Review & Edit step (issue 24): the values in error per column, a
 * column-wide replace and removing every row with errors. The workers permission; a session is its
 * uploader's only (anyone else: 404).
 */
export function workerImportBulkEditRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const config = { access: 'workers' } as const;
  const tags = ['worker-import'];
  return (app, _options, done) => {
    app.get(
      workerImportPaths.errorColumns.pattern,
      { config, schema: { tags, params: sessionIdParam, response: { 200: errorColumnsAnswer } } },
      async (request) => bulkEdits.listErrorColumns(ctx, requireUser(request), request.params.sessionId),
    );

    app.post(
      workerImportPaths.replaceValues.pattern,
      {
        config,
        schema: { tags, params: sessionIdParam, body: replaceValuesBody, response: { 200: replaceValuesAnswer } },
      },
      async (request) => bulkEdits.replaceValues(ctx, requireUser(request), request.params.sessionId, request.body),
    );

    app.post(
      workerImportPaths.removeErrorRows.pattern,
      {
        config: { ...config, longWork: true },
        schema: { tags, params: sessionIdParam, response: { 200: removeErrorRowsAnswer } },
      },
      async (request) => bulkEdits.removeErrorRows(ctx, requireUser(request), request.params.sessionId),
    );
    done();
  };
}
