// One file per area, named as the area's module (src/server/modules/<area>); see modules/README.md.
export * from './access-requests.ts';
export * from './agencies.ts';
export * from './agency-records.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './communication-logs.ts';
export * from './documents.ts';
export * from './feedback.ts';
export * from './login-audit.ts';
export * from './payroll.ts';
export * from './payroll-companies.ts';
export * from './reports.ts';
export * from './tickets.ts';
export * from './users.ts';
export * from './workers.ts';
export * from './worker-import.ts';
export * from './jobs.ts';
