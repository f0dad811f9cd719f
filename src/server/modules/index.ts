import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import type { JobDefinition } from '../lib/jobs/jobs.ts';
import type { MetricsEndpoint } from '../lib/metrics.ts';
import type { Readiness } from '../lib/readiness.ts';
import { accessRequestRoutes } from './access-requests/access-requests.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { agencyRoutes } from './agencies/agencies.routes.ts';
import { agencyCommentRoutes } from './agencies/agency-comments.routes.ts';
import { agencyCommunicationRoutes } from './agencies/agency-communications.routes.ts';
import { agencyContactRoutes } from './agencies/agency-contacts.routes.ts';
import { agencyDocumentRoutes } from './agencies/agency-documents.routes.ts';
import { agencyImportRoutes } from './agencies/agency-import.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { bulkActionRoutes } from './bulk-actions/bulk-actions.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { communicationLogRoutes } from './communication-logs/communication-logs.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { documentRoutes } from './documents/documents.routes.ts';
import { feedbackRoutes } from './feedback/feedback.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { metricsRoutes } from './health/metrics.routes.ts';
import { jobRoutes } from './jobs/jobs.routes.ts';
import { legalHoldRoutes } from './legal-holds/legal-holds.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { loginAuditRoutes } from './login-audit/login-audit.routes.ts';
import { myWorkRoutes } from './my-work/my-work.routes.ts';
import { payrollRoutes } from './payroll/payroll.routes.ts';
import { payrollCompanyRoutes } from './payroll-companies/payroll-companies.routes.ts';
import { retentionRoutes } from './retention/retention.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import { rtwCheckRoutes } from './rtw-checks/rtw-checks.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { savedViewRoutes } from './saved-views/saved-views.routes.ts';
import { subjectAccessRequestRoutes } from './subject-access-requests/subject-access-requests.routes.ts';
import { ticketCommentRoutes } from './tickets/tickets-comments.routes.ts';
import { ticketRoutes } from './tickets/tickets.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { userRoutes } from './users/users.routes.ts';
import { workerExportRoutes } from './worker-export/worker-export.routes.ts';
import { workerImportBulkEditRoutes } from './worker-import/worker-import-bulk-edits.routes.ts';
import { workerImportFileRoutes } from './worker-import/worker-import-files.routes.ts';
import { workerImportRoutes } from './worker-import/worker-import.routes.ts';
import { workerErasureRoutes } from './worker-erasure/worker-erasure.routes.ts';
import { workerTemplateRoutes } from './worker-template/worker-template.routes.ts';
import { workerRoutes } from './workers/workers.routes.ts';

export type ModuleOptions = {
  /**
   * Where the per-route limits count: PostgreSQL's shared table when the app runs on it (every
   * instance sees one count), else the plugin's memory (PGlite: one instance). docs/domain.md, "Several instances".
   */
  rateLimitStore?: FastifyRateLimitStoreCtor | undefined;
  /** The app's scheduled jobs, as the Background Jobs tab lists them (src/server/scheduled-jobs.ts). */
  jobDefinitions?: readonly JobDefinition[];
  /** The readiness check of GET /api/ready (src/server/lib/readiness.ts). */
  readiness: Readiness;
  /** The metrics GET /metrics serves; undefined while METRICS_TOKEN is unset. */
  metrics?: MetricsEndpoint | undefined;
};

/** Every area registers its routes here, in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext, options: ModuleOptions) {
  // Per-route limits only (config.rateLimit), e.g. the public forms; answered as our RATE_LIMITED error.
  await app.register(rateLimit, {
    global: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', 'Too many requests. Please try again later.'),
  });
  await app.register(healthRoutes(ctx, options.readiness));
  await app.register(metricsRoutes(ctx, options.metrics));
  await app.register(authRoutes(ctx));
  await app.register(accessRequestRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(profileRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(jobRoutes(ctx, options.jobDefinitions ?? []));
  await app.register(subjectAccessRequestRoutes(ctx));
  await app.register(loginAuditRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(feedbackRoutes(ctx));
  await app.register(agencyRoutes(ctx));
  await app.register(agencyContactRoutes(ctx));
  await app.register(agencyCommunicationRoutes(ctx));
  await app.register(agencyCommentRoutes(ctx));
  await app.register(agencyDocumentRoutes(ctx));
  await app.register(agencyImportRoutes(ctx));
  await app.register(workerRoutes(ctx));
  await app.register(legalHoldRoutes(ctx));
  await app.register(workerErasureRoutes(ctx));
  await app.register(retentionRoutes(ctx));
  await app.register(workerExportRoutes(ctx));
  await app.register(workerTemplateRoutes());
  await app.register(workerImportRoutes(ctx));
  await app.register(workerImportFileRoutes(ctx));
  await app.register(workerImportBulkEditRoutes(ctx));
  await app.register(documentRoutes(ctx));
  await app.register(rtwCheckRoutes(ctx));
  await app.register(communicationLogRoutes(ctx));
  await app.register(ticketRoutes(ctx));
  await app.register(ticketCommentRoutes(ctx));
  await app.register(payrollCompanyRoutes(ctx));
  await app.register(payrollRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(searchRoutes(ctx));
  await app.register(savedViewRoutes(ctx));
  await app.register(bulkActionRoutes(ctx));
  await app.register(myWorkRoutes(ctx));
}
