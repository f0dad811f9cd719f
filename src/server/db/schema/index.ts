export * from './agencies.ts';
export * from './users.ts';
export * from './accounts.ts';
