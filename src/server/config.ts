import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isValidEmail } from '../shared/domain/email.ts';
import { roles, type Role } from '../shared/domain/permissions.ts';
import type { JobSettings } from './lib/jobs/job-settings.ts';

/** One entry of TRUST_PROXY: an IPv4 or IPv6 address, or one with a prefix length (a CIDR block). */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The load balancers whose X-Forwarded-For is believed (docs/operations.md, "Several instances"):
 * a comma list of addresses or CIDR blocks; none by default.
 */
const trustProxySchema = z
  .string()
  .transform((list) => list.split(',').map((entry) => entry.trim()))
  .superRefine((entries, check) => {
    const wrong = entries.find((entry) => !isAddressOrBlock(entry));
    if (wrong !== undefined) {
      check.addIssue({ code: 'custom', message: `"${wrong}" is not an IP address or CIDR block (e.g. 10.0.0.0/8)` });
    }
  });

/**
 * Who must sign in with a second factor (docs/operations.md, "Multi-factor sign-in"): every role by
 * default, `none` for nobody, else a comma list of roles.
 */
const mfaRequiredRolesSchema = z
  .string()
  .transform((list) => list.split(',').map((entry) => entry.trim().toLowerCase()))
  .superRefine((entries, check) => {
    if (entries.length === 1 && entries[0] === 'none') return;
    const wrong = entries.find((entry) => !(roles as readonly string[]).includes(entry));
    if (wrong !== undefined) {
      check.addIssue({ code: 'custom', message: `"${wrong}" is not a role (${roles.join(', ')}, or none)` });
    }
  })
  .transform((entries) => (entries[0] === 'none' ? [] : [...new Set(entries)]) as Role[]);

/** The key the TOTP secrets are encrypted with: 32 bytes, base64 (docs/operations.md, "Multi-factor sign-in"). */
const mfaKeySchema = z
  .string()
  .trim()
  .refine(
    (value) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
    'must be 32 bytes in base64 (openssl rand -base64 32)',
  )
  .transform((value) => Buffer.from(value, 'base64'));

/** Environment contract of README.md, "Configuration"; a malformed value stops the start with its name. */
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
  /** Where stored files live (docs/operations.md "Stored files"): local disk, or an S3 bucket shared by every instance. */
  FILE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z, 0-9, dot, hyphen)')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'must be a region name like eu-west-2')
    .default('eu-west-2'),
  S3_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?$/,
      'must be folder names (a letter or digit, then letters, digits, _ . -) joined by /',
    )
    .optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  /** Background jobs (docs/operations.md, "Background jobs"): the timings tests shorten. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  JOBS_STOP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOBS_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  JOBS_SCHEDULES: z.enum(['on', 'off']).default('on'),
  /**
   * Rows an import's submit writes per transaction (ADR 0019): the database is free for other
   * requests between two; smaller is fairer to them and slower for the submit.
   */
  IMPORT_SUBMIT_CHUNK_ROWS: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * Due documents whose reminders the daily run makes per transaction (docs/operations.md, "Background
   * jobs"): the database is free for other requests between two; smaller is fairer to them and slower
   * for the run. 500 documents to 12 recipients each held PGlite about 0.3 s.
   */
  NOTIFY_REMINDER_CHUNK_DOCUMENTS: z.coerce.number().int().min(1).max(100_000).default(500),
  MFA_REQUIRED_ROLES: mfaRequiredRolesSchema.default([...roles]),
  MFA_ENCRYPTION_KEY: mfaKeySchema.optional(),
  /** The bearer token of GET /metrics (docs/operations.md, "Metrics"); unset, there are no metrics. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{24,200}$/, 'must be 24 to 200 printable characters without spaces (openssl rand -hex 24)')
    .optional(),
  /**
   * Seconds a stopping instance goes on serving after its readiness turns 503, so the load balancer
   * notices before it stops accepting (docs/operations.md, "Stopping and rolling restarts").
   */
  STOP_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
});

/** The stored files' place: local disk under DATA_DIR, or an S3 bucket (keys under `prefix`, '' or ending in '/'). */
export type FileStoreConfig =
  { driver: 'disk' } | { driver: 's3'; bucket: string; region: string; endpoint: string | undefined; prefix: string };

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
  fileStore: FileStoreConfig;
  /** Addresses and CIDR blocks of the proxies whose forwarded client address is believed; empty: none. */
  trustProxy: string[];
  jobs: JobSettings;
  importSubmitChunkRows: number;
  notifyReminderChunkDocuments: number;
  /** The roles that must sign in with a second factor (docs/domain.md, "Multi-factor sign-in"). */
  mfaRequiredRoles: Role[];
  /**
   * MFA_ENCRYPTION_KEY; unset, a production start stops (src/server/main.ts) and elsewhere a key
   * kept in DATA_DIR is used (src/server/lib/secret-box.ts).
   */
  mfaEncryptionKey: Buffer | undefined;
  /** METRICS_TOKEN: GET /metrics answers only with it; undefined, metrics are off (404). */
  metricsToken: string | undefined;
  /**
   * STOP_DRAIN_SECONDS, or by default 5 on PostgreSQL (instances behind a balancer) and 0 on PGlite
   * (one instance, nobody to drain it).
   */
  stopDrainSeconds: number;
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
  const fileStore = fileStoreConfig(e, env);
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
    fileStore,
    trustProxy: e.TRUST_PROXY ?? [],
    jobs: {
      pollSeconds: e.JOBS_POLL_SECONDS,
      superviseSeconds: e.JOBS_SUPERVISE_SECONDS,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      stopTimeoutSeconds: e.JOBS_STOP_TIMEOUT_SECONDS,
      timeLimitSeconds: e.JOBS_TIME_LIMIT_SECONDS,
      schedules: e.JOBS_SCHEDULES === 'on',
    },
    importSubmitChunkRows: e.IMPORT_SUBMIT_CHUNK_ROWS,
    notifyReminderChunkDocuments: e.NOTIFY_REMINDER_CHUNK_DOCUMENTS,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES,
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY,
    metricsToken: e.METRICS_TOKEN,
    stopDrainSeconds: e.STOP_DRAIN_SECONDS ?? (e.DATABASE_URL ? 5 : 0),
    clientDir: path.resolve('dist/client'),
  };
}

/**
 * FILE_STORE=s3 needs S3_BUCKET. The AWS SDK reads its credentials itself (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or a profile or instance role); a key without its secret stops the start.
 */
function fileStoreConfig(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): FileStoreConfig {
  if (e.FILE_STORE === 'disk') return { driver: 'disk' };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid environment:\n  S3_BUCKET: required when FILE_STORE is s3');
  if (!!env.AWS_ACCESS_KEY_ID !== !!env.AWS_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid environment:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together');
  }
  const prefix = e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, '/') : '';
  return { driver: 's3', bucket: e.S3_BUCKET, region: e.S3_REGION, endpoint: e.S3_ENDPOINT, prefix };
}
