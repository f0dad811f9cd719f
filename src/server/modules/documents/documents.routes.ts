import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  documentPaths,
  complianceAnswer,
  documentMessages,
  MAX_DOCUMENT_BYTES,
  workerDocument,
  workerDocumentParams,
} from '../../../shared/api/documents.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import * as documents from './documents.service.ts';

/** One file of at most 10 MB and a few short fields, applied per call. */
const limits = uploadLimits(MAX_DOCUMENT_BYTES);

/** Worker documents (docs/domain.md): list, upload, delete, download, and the compliance summary. */
// Long as a flat table of route declarations, each handler a few lines (max-lines-per-function spares *.routes.ts).
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMultipart(app, limits);

    app.get(
      documentPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['documents'], params: idParam, response: { 200: z.array(workerDocument) } },
      },
      async (request) => documents.listWorkerDocuments(ctx, requireUser(request), request.params.id),
    );

    app.post(
      documentPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: {
          tags: ['documents'],
          params: idParam,
          consumes: ['multipart/form-data'],
          response: { 201: workerDocument },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw badRequest(documentMessages.noFile);
        const created = await documents.uploadWorkerDocument(
          ctx,
          user,
          request.params.id,
          request.parts({ limits }),
          requestMeta(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.delete(
      documentPaths.one.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['documents'], params: workerDocumentParams, response: { 200: messageAnswer } },
      },
      async (request) => {
        await documents.deleteWorkerDocument(
          ctx,
          requireUser(request),
          request.params.id,
          request.params.docId,
          requestMeta(request),
        );
        return { message: 'Document deleted successfully' };
      },
    );

    app.get(
      documentPaths.download.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['documents'], params: workerDocumentParams },
      },
      async (request, reply) => {
        const file = await documents.openWorkerDocument(
          ctx,
          requireUser(request),
          request.params.id,
          request.params.docId,
        );
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.sizeBytes))
          .header('Content-Disposition', attachmentDisposition(file.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.stream);
      },
    );

    app.get(
      documentPaths.compliance.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['documents'], params: idParam, response: { 200: complianceAnswer } },
      },
      async (request) => documents.getWorkerCompliance(ctx, requireUser(request), request.params.id),
    );
  };
}
