import path from 'node:path';
import { z } from 'zod';
import { isValidEmail } from '../shared/domain/email.ts';

/** Environment contract of docs/decisions; a malformed value stops the start with its name. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.string().trim().refine(isValidEmail, 'Invalid email address').optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Worker CRM <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Data rows a bulk import file may hold: 100,000 (docs/domain.md), or fewer on a small machine. */
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(100_000).default(100_000),
  /**
   * Rows an import's submit writes per transaction (ADR 0019): the database is free for other
   * requests between two; smaller is fairer to them and slower for the submit.
   */
  IMPORT_SUBMIT_CHUNK_ROWS: z.coerce.number().int().min(1).max(100_000).default(500),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  isProduction: boolean;
  importMaxRows: number;
  importSubmitChunkRows: number;
  /** Where the built client lives; absent in API tests. */
  clientDir: string | undefined;
};

export class ConfigError extends Error {}

/** Empty strings count as unset so `FOO= npm start` behaves like no FOO. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => !!e[1]));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (!!e.ADMIN_EMAIL !== !!e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === 'production',
    importMaxRows: e.IMPORT_MAX_ROWS,
    importSubmitChunkRows: e.IMPORT_SUBMIT_CHUNK_ROWS,
    clientDir: path.resolve('dist/client'),
  };
}
