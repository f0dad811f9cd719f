import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  assignAgencyBody,
  headerRowBody,
  IMPORT_MAX_BYTES,
  mapColumnsBody,
  removeRowBody,
  saveEditsBody,
  sessionIdParam,
  submitBody,
  workerImportPaths,
} from '../../../shared/api/worker-import.ts';
import {
  importSession,
  mapColumnsAnswer,
  removeRowAnswer,
  saveEditsAnswer,
  submitAnswer,
  unfinishedImports,
  uploadAnswer,
  validateAnswer,
} from '../../../shared/api/worker-import-answers.ts';
import { messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import { importErrors } from './worker-import.errors.ts';
import * as sessions from './worker-import.service.ts';
import { submitImport } from './worker-import-submit.service.ts';
import { chooseHeaderRow, uploadImportFile } from './worker-import-upload.service.ts';
import * as validation from './worker-import-validation.service.ts';

/** One file of at most 50 MB, applied per call. */
const limits = uploadLimits(IMPORT_MAX_BYTES);

/**
 * Headers are file content, and a column may be called `__proto__`: the mapping's keys are such
 * headers. Within these routes a JSON body drops such keys instead of answering 400, so a file with
 * that header can still be mapped (its column is then ignored); our code reads keys through Maps.
 */
function acceptProtoKeys(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('remove', 'remove'));
}

/**
 * Bulk worker import (docs/domain.md, the seven upload-workers calls, plus GET of a session):
 * every call needs the workers permission; a session is its uploader's only (anyone else: 404).
 */
export function workerImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const config = { access: 'workers' } as const;
  /** Reading, checking or writing a whole file's rows (src/server/plugins/long-work.ts). */
  const longWork = { ...config, longWork: true } as const;
  const tags = ['worker-import'];
  return async (app) => {
    await ensureMultipart(app, limits);
    acceptProtoKeys(app);

    app.post(
      workerImportPaths.upload.pattern,
      { config: longWork, schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadAnswer } } },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw badRequest(importErrors.noFile);
        return uploadImportFile(ctx, user, request.parts({ limits }));
      },
    );

    app.get(
      workerImportPaths.sessions.pattern,
      { config, schema: { tags, response: { 200: unfinishedImports } } },
      async (request) => sessions.listUnfinishedImports(ctx, requireUser(request)),
    );

    app.delete(
      workerImportPaths.session.pattern,
      { config, schema: { tags, params: sessionIdParam, response: { 200: messageAnswer } } },
      async (request) => sessions.discardImport(ctx, requireUser(request), request.params.sessionId),
    );

    app.post(
      workerImportPaths.headerRow.pattern,
      {
        config: longWork,
        schema: { tags, params: sessionIdParam, body: headerRowBody, response: { 200: uploadAnswer } },
      },
      async (request) => chooseHeaderRow(ctx, requireUser(request), request.params.sessionId, request.body.rowNumber),
    );

    app.get(
      workerImportPaths.session.pattern,
      { config, schema: { tags, params: sessionIdParam, response: { 200: importSession } } },
      async (request) => sessions.getImportSession(ctx, requireUser(request), request.params.sessionId),
    );

    app.post(
      workerImportPaths.mapColumns.pattern,
      {
        config: longWork,
        schema: { tags, params: sessionIdParam, body: mapColumnsBody, response: { 200: mapColumnsAnswer } },
      },
      async (request) => sessions.mapColumns(ctx, requireUser(request), request.params.sessionId, request.body),
    );

    app.post(
      workerImportPaths.validate.pattern,
      { config: longWork, schema: { tags, params: sessionIdParam, response: { 200: validateAnswer } } },
      async (request) => validation.validateImport(ctx, requireUser(request), request.params.sessionId),
    );

    app.post(
      workerImportPaths.saveEdits.pattern,
      { config, schema: { tags, params: sessionIdParam, body: saveEditsBody, response: { 200: saveEditsAnswer } } },
      async (request) =>
        validation.saveEdits(ctx, requireUser(request), request.params.sessionId, request.body.editedData),
    );

    app.post(
      workerImportPaths.removeRow.pattern,
      { config, schema: { tags, params: sessionIdParam, body: removeRowBody, response: { 200: removeRowAnswer } } },
      async (request) =>
        validation.removeRow(ctx, requireUser(request), request.params.sessionId, request.body.rowIndex),
    );

    app.post(
      workerImportPaths.assignAgencyPayroll.pattern,
      { config, schema: { tags, params: sessionIdParam, body: assignAgencyBody, response: { 200: messageAnswer } } },
      async (request) =>
        sessions.assignAgencyPayroll(ctx, requireUser(request), request.params.sessionId, request.body),
    );

    app.post(
      workerImportPaths.submit.pattern,
      { config: longWork, schema: { tags, params: sessionIdParam, body: submitBody, response: { 200: submitAnswer } } },
      async (request) =>
        submitImport(ctx, requireUser(request), request.params.sessionId, request.body, requestMeta(request)),
    );
  };
}
