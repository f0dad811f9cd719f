export * from './agencies.ts';
export * from './users.ts';
export * from './accounts.ts';
export * from './workers.ts';
export * from './auth.ts';
