import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  agencyDocumentPaths,
  agencyDocument,
  agencyDocumentMessages,
  agencyDocumentParams,
} from '../../../shared/api/agency-documents.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import { MAX_DOCUMENT_BYTES } from '../../../shared/api/documents.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import * as documents from './agency-documents.service.ts';

const tags = ['agencies'];
const access = { access: 'agency' } as const;
const documentLimits = uploadLimits(MAX_DOCUMENT_BYTES);

/** An agency's documents (docs/domain.md, Agencies): list, upload, delete, download. */
export function agencyDocumentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMultipart(app, documentLimits);

    app.get(
      agencyDocumentPaths.list.pattern,
      { config: access, schema: { tags, params: idParam, response: { 200: z.array(agencyDocument) } } },
      async (request) => documents.listAgencyDocuments(ctx, requireUser(request), request.params.id),
    );
    app.post(
      agencyDocumentPaths.list.pattern,
      {
        config: access,
        schema: { tags, params: idParam, consumes: ['multipart/form-data'], response: { 201: agencyDocument } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw badRequest(agencyDocumentMessages.noFile);
        const parts = request.parts({ limits: documentLimits });
        const made = await documents.uploadAgencyDocument(ctx, user, request.params.id, parts, requestMeta(request));
        return reply.status(201).send(made);
      },
    );
    app.delete(
      agencyDocumentPaths.one.pattern,
      { config: access, schema: { tags, params: agencyDocumentParams, response: { 200: messageAnswer } } },
      async (request) => {
        await documents.deleteAgencyDocument(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: 'Document deleted successfully' };
      },
    );
    app.get(
      agencyDocumentPaths.download.pattern,
      { config: access, schema: { tags, params: agencyDocumentParams } },
      async (request, reply) => {
        const file = await documents.openAgencyDocument(ctx, requireUser(request), request.params.id);
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.sizeBytes))
          .header('Content-Disposition', attachmentDisposition(file.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.stream);
      },
    );
  };
}
