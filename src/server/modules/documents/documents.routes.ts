import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { complianceAnswer, documentMessages, MAX_DOCUMENT_BYTES, workerDocument, workerDocumentParams } from '../../../shared/api/documents.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { attachmentDisposition } from './content-disposition.ts';
import * as documents from './documents.service.ts';

/** One file of at most 10 MB and a few short fields: the limits of every upload, applied per call. */
const uploadLimits = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 };

/**
 * Worker documents (part 1 section 7): list, upload, delete, download, and the compliance summary.
 * Multipart is registered in this plugin's scope unless an outer scope already did (registering it
 * twice fails at start); the limits travel with each parts() call either way.
 */
export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: uploadLimits });

    app.get('/api/workers/:id/documents', {
      config: { access: 'workers' },
      schema: { tags: ['documents'], params: idParam, response: { 200: z.array(workerDocument) } },
    }, async (request) => documents.listWorkerDocuments(ctx, requireUser(request), request.params.id));

    app.post('/api/workers/:id/documents', {
      config: { access: 'workers' },
      schema: { tags: ['documents'], params: idParam, consumes: ['multipart/form-data'], response: { 201: workerDocument } },
    }, async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(documentMessages.noFile);
      const created = await documents.uploadWorkerDocument(ctx, user, request.params.id, request.parts({ limits: uploadLimits }), requestMeta(request));
      return reply.status(201).send(created);
    });

    app.delete('/api/workers/:id/documents/:docId', {
      config: { access: 'workers' },
      schema: { tags: ['documents'], params: workerDocumentParams, response: { 200: messageAnswer } },
    }, async (request) => {
      await documents.deleteWorkerDocument(ctx, requireUser(request), request.params.id, request.params.docId, requestMeta(request));
      return { message: 'Document deleted successfully' };
    });

    app.get('/api/workers/:id/documents/:docId/download', {
      config: { access: 'workers' },
      schema: { tags: ['documents'], params: workerDocumentParams },
    }, async (request, reply) => {
      const file = await documents.openWorkerDocument(ctx, requireUser(request), request.params.id, request.params.docId);
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.sizeBytes))
        .header('Content-Disposition', attachmentDisposition(file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    });

    app.get('/api/workers/:id/compliance', {
      config: { access: 'workers' },
      schema: { tags: ['documents'], params: idParam, response: { 200: complianceAnswer } },
    }, async (request) => documents.getWorkerCompliance(ctx, requireUser(request), request.params.id));
  };
}
