import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

/** The environment contract of README.md, "Configuration". */
describe('loadConfig', () => {
  it('has the documented defaults with an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Worker CRM <no-reply@localhost>',
      logLevel: 'info',
      isProduction: true,
      clientDir: path.resolve('dist/client'),
      importMaxRows: 100_000,
      fileStore: { driver: 'disk' },
      trustProxy: [],
      jobs: {
        pollSeconds: 2,
        superviseSeconds: 60,
        retryDelaySeconds: 60,
        stopTimeoutSeconds: 30,
        timeLimitSeconds: undefined,
        schedules: true,
      },
      importSubmitChunkRows: 100,
      notifyReminderChunkDocuments: 500,
      mfaRequiredRoles: ['admin', 'client', 'finance', 'support'],
      mfaEncryptionKey: undefined,
      metricsToken: undefined,
      stopDrainSeconds: 0,
    });
  });

  it('reads METRICS_TOKEN, and STOP_DRAIN_SECONDS with its default of 5 on PostgreSQL and 0 on PGlite', () => {
    const token = 'a'.repeat(48);
    expect(loadConfig({ METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token);
    expect(loadConfig({ DATABASE_URL: 'postgres://crm@db/crm' }).stopDrainSeconds).toBe(5);
    expect(loadConfig({}).stopDrainSeconds).toBe(0);
    expect(loadConfig({ STOP_DRAIN_SECONDS: '2.5', DATABASE_URL: 'postgres://crm@db/crm' }).stopDrainSeconds).toBe(2.5);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      new ConfigError(
        'Invalid environment:\n  METRICS_TOKEN: must be 24 to 200 printable characters without spaces (openssl rand -hex 24)',
      ),
    );
  });

  it('reads MFA_REQUIRED_ROLES as none or a comma list of roles, and MFA_ENCRYPTION_KEY as 32 bytes', () => {
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'none' }).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: ' Admin, finance,admin' }).mfaRequiredRoles).toEqual(['admin', 'finance']);
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ MFA_ENCRYPTION_KEY: key.toString('base64') }).mfaEncryptionKey).toEqual(key);
    expect(() => loadConfig({ MFA_REQUIRED_ROLES: 'admin,boss' })).toThrow(
      new ConfigError(
        'Invalid environment:\n  MFA_REQUIRED_ROLES: "boss" is not a role (admin, client, finance, support, or none)',
      ),
    );
    expect(() => loadConfig({ MFA_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      new ConfigError(
        'Invalid environment:\n  MFA_ENCRYPTION_KEY: must be 32 bytes in base64 (openssl rand -base64 32)',
      ),
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/crm',
      DATABASE_URL: 'postgresql://crm:secret@db.internal:5432/crm',
      ADMIN_EMAIL: 'Boss@Example.COM',
      ADMIN_PASSWORD: 'Str0ng!Enough',
      PUBLIC_URL: 'https://crm.example.co.uk/',
      SMTP_URL: 'smtps://user:pass@smtp.example.co.uk:465',
      MAIL_FROM: 'CRM <crm@example.co.uk>',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      IMPORT_MAX_ROWS: '5000',
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://s3.example.co.uk',
      S3_BUCKET: 'crm-files',
      S3_REGION: 'eu-west-1',
      S3_PREFIX: 'office/leeds',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8,::1',
      IMPORT_SUBMIT_CHUNK_ROWS: '250',
      NOTIFY_REMINDER_CHUNK_DOCUMENTS: '2500',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/crm',
      databaseUrl: 'postgresql://crm:secret@db.internal:5432/crm',
      adminEmail: 'boss@example.com',
      adminPassword: 'Str0ng!Enough',
      publicUrl: 'https://crm.example.co.uk',
      smtpUrl: 'smtps://user:pass@smtp.example.co.uk:465',
      mailFrom: 'CRM <crm@example.co.uk>',
      logLevel: 'warn',
      isProduction: false,
      importMaxRows: 5000,
      fileStore: {
        driver: 's3',
        endpoint: 'https://s3.example.co.uk',
        bucket: 'crm-files',
        region: 'eu-west-1',
        prefix: 'office/leeds/',
      },
      trustProxy: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1'],
      importSubmitChunkRows: 250,
      notifyReminderChunkDocuments: 2500,
    });
  });

  it("stores files in S3 with S3_BUCKET alone: region eu-west-2, AWS's own endpoint, no prefix", () => {
    expect(loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'crm-files' }).fileStore).toEqual({
      driver: 's3',
      endpoint: undefined,
      bucket: 'crm-files',
      region: 'eu-west-2',
      prefix: '',
    });
  });

  it('refuses FILE_STORE=s3 without S3_BUCKET, and an AWS key without its secret', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(
      new ConfigError('Invalid environment:\n  S3_BUCKET: required when FILE_STORE is s3'),
    );
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'crm-files', AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      new ConfigError('Invalid environment:\n  AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together'),
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['DATABASE_URL', 'mysql://root@localhost/crm'],
    ['DATABASE_URL', 'localhost:5432'],
    ['PUBLIC_URL', 'not a url'],
    ['PUBLIC_URL', 'ftp://crm.example.co.uk'],
    ['LOG_LEVEL', 'verbose'],
    ['SMTP_URL', 'mail.example.co.uk'],
    ['NODE_ENV', 'staging'],
    ['IMPORT_SUBMIT_CHUNK_ROWS', '0'],
    ['NOTIFY_REMINDER_CHUNK_DOCUMENTS', '0'],
    ['NOTIFY_REMINDER_CHUNK_DOCUMENTS', '100001'],
    ['NOTIFY_REMINDER_CHUNK_DOCUMENTS', '12.5'],
    ['IMPORT_MAX_ROWS', '0'],
    ['IMPORT_MAX_ROWS', '100001'],
    ['FILE_STORE', 'gcs'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_ENDPOINT', 'ftp://minio.internal'],
    ['S3_BUCKET', 'Crm_Files'],
    ['S3_REGION', 'London'],
    ['S3_PREFIX', '../up'],
    ['S3_PREFIX', '/absolute'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'loadbalancer.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.0/8/1'],
    ['TRUST_PROXY', '10.0.0.0/'],
    ['TRUST_PROXY', '::1/129'],
    ['TRUST_PROXY', '127.0.0.1,,10.0.0.1'],
    ['TRUST_PROXY', '256.1.1.1'],
    ['METRICS_TOKEN', 'too-short'],
    ['METRICS_TOKEN', 'has a space in it 0123456789'],
    ['STOP_DRAIN_SECONDS', '-1'],
    ['STOP_DRAIN_SECONDS', '301'],
    ['STOP_DRAIN_SECONDS', 'soon'],
  ])('refuses %s=%j with a ConfigError naming the variable', (name, value) => {
    const load = () => loadConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid environment:\\n  ${name}: `));
  });

  it.each([[{ ADMIN_EMAIL: 'boss@example.com' }], [{ ADMIN_PASSWORD: 'Str0ng!Enough' }]])(
    'refuses %j: ADMIN_EMAIL and ADMIN_PASSWORD come together',
    (env) => {
      expect(() => loadConfig(env)).toThrow(
        new ConfigError('Invalid environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together'),
      );
    },
  );

  it('refuses a malformed ADMIN_EMAIL and a short ADMIN_PASSWORD', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: 'Str0ng!Enough' })).toThrow(/ADMIN_EMAIL: /);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD: /);
  });

  it('names the TRUST_PROXY entry it refuses', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/40' })).toThrow(
      new ConfigError(
        'Invalid environment:\n  TRUST_PROXY: "10.0.0.0/40" is not an IP address or CIDR block (e.g. 10.0.0.0/8)',
      ),
    );
  });

  it('lists every malformed variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: [^\n]+\n {2}LOG_LEVEL: /);
  });
});
