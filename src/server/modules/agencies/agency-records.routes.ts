import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { agencyPaths, importAgenciesAnswer, importAgenciesBody } from '../../../shared/api/agencies.ts';
import {
  agencyCommentPaths,
  agencyComment,
  commentBody,
  commentListQuery,
  commentPage,
} from '../../../shared/api/agency-comments.ts';
import {
  agencyCommunicationPaths,
  agencyLog,
  agencyLogBody,
  agencyLogPage,
  agencyLogParams,
  agencyLogQuery,
  createdAgencyLog,
} from '../../../shared/api/agency-communications.ts';
import { agencyContactPaths, agencyContact, contactBody, contactParams } from '../../../shared/api/agency-contacts.ts';
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
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import { attachmentDisposition } from '../documents/content-disposition.ts';
import * as comments from './agency-comments.service.ts';
import * as logs from './agency-communications.service.ts';
import * as contacts from './agency-contacts.service.ts';
import * as documents from './agency-documents.service.ts';
import * as importer from './agency-import.service.ts';

const tags = ['agencies'];
const access = { access: 'agency' } as const;
const documentLimits = uploadLimits(MAX_DOCUMENT_BYTES);
const csvLimits = uploadLimits(importer.MAX_IMPORT_FILE_BYTES);

/** An agency's contacts, communication logs, comments and documents, and the CSV import (docs/domain.md.1-7.6). */
export function agencyRecordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMultipart(app, documentLimits);

    // Contacts (section 7.2).
    app.get(
      agencyContactPaths.list.pattern,
      { config: access, schema: { tags, params: idParam, response: { 200: z.array(agencyContact) } } },
      async (request) => contacts.listContacts(ctx, requireUser(request), request.params.id),
    );
    app.post(
      agencyContactPaths.list.pattern,
      { config: access, schema: { tags, params: idParam, body: contactBody, response: { 201: agencyContact } } },
      async (request, reply) => {
        const { id } = request.params;
        const made = await contacts.createContact(ctx, requireUser(request), id, request.body, requestMeta(request));
        return reply.status(201).send(made);
      },
    );
    app.put(
      agencyContactPaths.one.pattern,
      { config: access, schema: { tags, params: contactParams, body: contactBody, response: { 200: agencyContact } } },
      async (request) => {
        const { id, contactId } = request.params;
        return contacts.updateContact(ctx, requireUser(request), id, contactId, request.body, requestMeta(request));
      },
    );
    app.delete(
      agencyContactPaths.one.pattern,
      { config: access, schema: { tags, params: contactParams, response: { 200: messageAnswer } } },
      async (request) => {
        const { id, contactId } = request.params;
        await contacts.deleteContact(ctx, requireUser(request), id, contactId, requestMeta(request));
        return { message: 'Contact deleted' };
      },
    );
    app.post(
      agencyContactPaths.setPrimary.pattern,
      { config: access, schema: { tags, params: contactParams, response: { 200: agencyContact } } },
      async (request) => {
        const { id, contactId } = request.params;
        return contacts.setPrimaryContact(ctx, requireUser(request), id, contactId, requestMeta(request));
      },
    );

    // Communication logs (section 7.4); /communication-logs lists the same as /enhanced-communications.
    for (const url of [agencyCommunicationPaths.enhanced.pattern, agencyCommunicationPaths.list.pattern]) {
      app.get(
        url,
        {
          config: access,
          schema: {
            tags,
            params: idParam,
            querystring: agencyLogQuery,
            response: { 200: z.union([z.array(agencyLog), agencyLogPage]) },
          },
        },
        async (request) => logs.listAgencyLogs(ctx, requireUser(request), request.params.id, request.query),
      );
    }
    app.post(
      agencyCommunicationPaths.list.pattern,
      { config: access, schema: { tags, params: idParam, body: agencyLogBody, response: { 201: createdAgencyLog } } },
      async (request, reply) => {
        const { id } = request.params;
        const made = await logs.createAgencyLog(ctx, requireUser(request), id, request.body, requestMeta(request));
        return reply.status(201).send(made);
      },
    );
    app.delete(
      agencyCommunicationPaths.one.pattern,
      { config: access, schema: { tags, params: agencyLogParams, response: { 200: messageAnswer } } },
      async (request) => {
        const { id, logId } = request.params;
        await logs.deleteAgencyLog(ctx, requireUser(request), id, logId, requestMeta(request));
        return { message: 'Communication deleted' };
      },
    );

    // Comments (section 7.5).
    app.post(
      agencyCommentPaths.create.pattern,
      { config: access, schema: { tags, body: commentBody, response: { 201: agencyComment } } },
      async (request, reply) => {
        const made = await comments.addComment(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(made);
      },
    );
    app.get(
      agencyCommentPaths.list.pattern,
      {
        config: access,
        schema: { tags, params: idParam, querystring: commentListQuery, response: { 200: commentPage } },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        return comments.listAgencyComments(ctx, requireUser(request), request.params.id, page, pageSize);
      },
    );

    // Documents (section 7.6).
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

    // CSV import (section 7.1; docs/domain.md): JSON rows as papaparse read them, or the .csv file itself.
    app.post(
      agencyPaths.import.pattern,
      {
        config: { access: 'admin' },
        schema: {
          tags,
          consumes: ['application/json', 'multipart/form-data'],
          body: importAgenciesBody.nullish(),
          response: { 200: importAgenciesAnswer },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const rows = request.isMultipart()
          ? await importer.readAgencyCsvUpload(ctx, request.parts({ limits: csvLimits }))
          : (request.body?.agencies ?? []);
        return importer.importAgencies(ctx, user, rows, requestMeta(request));
      },
    );
  };
}
