import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  payrollPaths,
  PAYROLL_MAX_BYTES,
  payrollBatch,
  payrollBatchesQuery,
  payrollMessages,
  payrollRecord,
  payrollRecordPage,
  payrollRecordsQuery,
  payrollSummary,
  payrollUploadAnswer,
} from '../../../shared/api/payroll.ts';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { ensureMultipart, uploadLimits } from '../../lib/uploads.ts';
import { requireUser } from '../../plugins/access.ts';
import * as payroll from './payroll.service.ts';
import { uploadPayroll } from './payroll-upload.service.ts';

const tags = ['payroll'];
const limits = uploadLimits(PAYROLL_MAX_BYTES);

/**
 * Payroll Management (docs/domain.md "Payroll"): every call needs the
 * payroll permission (admin and finance); a client user reads its agency's records through the
 * agency detail's Payroll tab instead.
 */
export function payrollRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const config = { access: 'payroll' } as const;
  return async (app) => {
    await ensureMultipart(app, limits);

    app.get(
      payrollPaths.list.pattern,
      {
        config,
        schema: {
          tags,
          querystring: payrollRecordsQuery,
          response: { 200: z.union([z.array(payrollRecord), payrollRecordPage]) },
        },
      },
      async (request) => payroll.listPayrollRecords(ctx, request.query),
    );
    app.get(
      payrollPaths.batches.pattern,
      { config, schema: { tags, querystring: payrollBatchesQuery, response: { 200: z.array(payrollBatch) } } },
      async (request) => payroll.listPayrollBatches(ctx, request.query.limit),
    );
    app.get(payrollPaths.summary.pattern, { config, schema: { tags, response: { 200: payrollSummary } } }, async () =>
      payroll.summarisePayroll(ctx),
    );
    app.post(
      payrollPaths.upload.pattern,
      {
        config: { ...config, asksFreshSignIn: true, longWork: true },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: payrollUploadAnswer } },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw badRequest(payrollMessages.noFile);
        return uploadPayroll(ctx, user, request.parts({ limits }), requestMeta(request));
      },
    );
  };
}
