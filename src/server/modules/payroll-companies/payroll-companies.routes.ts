import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import {
  payrollCompanyPaths,
  createPayrollCompanyBody,
  payrollCompany,
  updatePayrollCompanyBody,
} from '../../../shared/api/payroll-companies.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as companies from './payroll-companies.service.ts';

/**
 * Payroll companies (docs/domain.md). Listing needs `workers` (the worker form picks one from the
 * list); changes need `payroll` (admin, finance).
 */
export function payrollCompanyRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      payrollCompanyPaths.list.pattern,
      {
        config: { access: 'workers' },
        schema: { tags: ['payroll-companies'], response: { 200: z.array(payrollCompany) } },
      },
      async (request) => companies.listPayrollCompanies(ctx, requireUser(request)),
    );

    app.post(
      payrollCompanyPaths.list.pattern,
      {
        config: { access: 'payroll' },
        schema: { tags: ['payroll-companies'], body: createPayrollCompanyBody, response: { 201: payrollCompany } },
      },
      async (request, reply) => {
        const created = await companies.createPayrollCompany(
          ctx,
          requireUser(request),
          request.body,
          requestMeta(request),
        );
        return reply.status(201).send(created);
      },
    );

    app.patch(
      payrollCompanyPaths.one.pattern,
      {
        config: { access: 'payroll' },
        schema: {
          tags: ['payroll-companies'],
          params: idParam,
          body: updatePayrollCompanyBody,
          response: { 200: payrollCompany },
        },
      },
      async (request) =>
        companies.updatePayrollCompany(
          ctx,
          requireUser(request),
          request.params.id,
          request.body,
          requestMeta(request),
        ),
    );

    app.delete(
      payrollCompanyPaths.one.pattern,
      {
        config: { access: 'payroll' },
        schema: { tags: ['payroll-companies'], params: idParam, response: { 200: messageAnswer } },
      },
      async (request) => {
        await companies.deletePayrollCompany(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: 'Payroll company deleted' };
      },
    );
    done();
  };
}
