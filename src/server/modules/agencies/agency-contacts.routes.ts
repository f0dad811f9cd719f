import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { agencyContactPaths, agencyContact, contactBody, contactParams } from '../../../shared/api/agency-contacts.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as contacts from './agency-contacts.service.ts';

const tags = ['agencies'];
const access = { access: 'agency' } as const;

/** An agency's contacts (docs/domain.md, Agencies): list, add, edit, delete, set the primary. */
export function agencyContactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
