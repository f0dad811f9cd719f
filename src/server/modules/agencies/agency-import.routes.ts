import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { agencyPaths, importAgenciesAnswer, importAgenciesBody } from '../../../shared/api/agencies.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import * as importer from './agency-import.service.ts';

const tags = ['agencies'];
const csvLimits = uploadLimits(importer.MAX_IMPORT_FILE_BYTES);

/** The agencies' CSV import (docs/domain.md, Agencies): JSON rows as papaparse read them, or the .csv file itself. */
export function agencyImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMultipart(app, csvLimits);

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
