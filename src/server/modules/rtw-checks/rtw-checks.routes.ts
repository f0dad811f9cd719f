import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { MAX_DOCUMENT_BYTES } from '../../../shared/api/documents.ts';
import {
  MAX_RTW_EVIDENCE_FILES,
  rtwCheck,
  rtwCheckFields,
  rtwCheckParams,
  rtwCheckPaths,
  rtwChecksAnswer,
  rtwEvidenceParams,
} from '../../../shared/api/rtw-checks.ts';
import type { AppContext } from '../../context.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import * as rtw from './rtw-checks.service.ts';

/**
 * Up to 5 evidence files of at most 10 MB and the check's fields, applied per call. One more file
 * than allowed gets through the parser, so the service answers its own sentence for it.
 */
const limits = { ...uploadLimits(MAX_DOCUMENT_BYTES), files: MAX_RTW_EVIDENCE_FILES + 1, fields: 20, parts: 30 };

const tags = ['rtw-checks'];

/** A worker's right-to-work checks (docs/domain.md, "Right-to-work checks"): list, record, evidence download. */
// Long as a flat table of route declarations, each handler a few lines (max-lines-per-function spares *.routes.ts).
export function rtwCheckRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await ensureMultipart(app, limits);

    app.get(
      rtwCheckPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: { tags, params: rtwCheckParams, response: { 200: rtwChecksAnswer } },
      },
      async (request) => rtw.listRtwChecks(ctx, requireUser(request), request.params.id),
    );

    app.post(
      rtwCheckPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: {
          tags,
          params: rtwCheckParams,
          consumes: ['application/json', 'multipart/form-data'],
          body: rtwCheckFields.nullish(),
          response: { 201: rtwCheck },
        },
      },
      async (request, reply) => {
        const body = request.isMultipart() ? { parts: request.parts({ limits }) } : { json: request.body };
        const created = await rtw.recordRtwCheck(
          ctx,
          requireUser(request),
          request.params.id,
          body,
          requestMeta(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.get(
      rtwCheckPaths.evidence.pattern,
      {
        config: { access: 'workers' },
        schema: { tags, params: rtwEvidenceParams },
      },
      async (request, reply) => {
        const { id, checkId, evidenceId } = request.params;
        const file = await rtw.openRtwEvidence(ctx, requireUser(request), { workerId: id, checkId, evidenceId });
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
