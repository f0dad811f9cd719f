import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

/** The environment contract of docs/decisions. */
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
      importSubmitChunkRows: 500,
    });
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
      IMPORT_SUBMIT_CHUNK_ROWS: '250',
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
      importSubmitChunkRows: 250,
    });
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
    ['IMPORT_MAX_ROWS', '0'],
    ['IMPORT_MAX_ROWS', '100001'],
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

  it('lists every malformed variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT: [^\n]+\n {2}LOG_LEVEL: /);
  });
});
