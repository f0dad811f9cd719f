import { loadConfig } from '../../src/server/config.ts';

/**
 * The configuration an in-process benchmark builds its app with: quiet, a fixed public address,
 * and the password alone signing its users in (MFA_REQUIRED_ROLES=none): a benchmark measures the
 * screens, not the second factor (docs/operations.md, "Multi-factor sign-in").
 */
export const benchConfig = (dataDir: string, more: Record<string, string> = {}) =>
  loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    MFA_REQUIRED_ROLES: 'none',
    ...more,
  });
