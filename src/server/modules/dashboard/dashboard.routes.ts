import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { expiringDocument } from '../../../shared/api/documents.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import { listExpiringDocuments } from '../documents/documents.service.ts';

/** Dashboard calls (part 1 section 7): the Document Expiry Alerts panel. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/dashboard/expiring-documents',
      {
        config: { access: 'dashboard' },
        schema: { tags: ['dashboard'], response: { 200: z.array(expiringDocument) } },
      },
      async (request) => listExpiringDocuments(ctx, requireUser(request)),
    );
    done();
  };
}
