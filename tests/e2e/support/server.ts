import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { freePort, startServer as startChildServer } from '../../../scripts/bench/server.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { readOutbox as readOutboxDir } from '../../helpers/outbox.ts';

export type RunningServer = {
  url: string;
  dataDir: string;
  outboxDir: string;
  /**
   * Stops the server, runs `sql` on its stored data (the embedded database, opened as the server
   * opens it), and starts it again at the same address: how a journey sees what time does to real
   * data (a user deleted 31 days ago) without faking an answer in the browser.
   */
  restartAfter: (sql: string) => Promise<void>;
  /** Stops the server, runs `during` (the browser then meets a refused connection, as in a restart), and starts it again at the same address. */
  whileStopped: (during: () => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

export const ADMIN = { email: 'admin@e2e.test', password: 'E2e!Admin-Pass9' };

/**
 * Starts the real server (built client, embedded database in a temp DATA_DIR, mail to the outbox)
 * as a child process, the way `npm start` runs it, and waits for /api/health. `host` names the
 * address the browser uses and PUBLIC_URL gives (default 127.0.0.1): passkeys need a domain, so
 * their journey uses localhost (docs/decisions/0021-passkeys.md).
 */
export async function startServer(env: Record<string, string> = {}, host?: string): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve('dist/client/index.html'))) throw new Error('Build the client first: npx vite build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-'));
  // A copy of the migrated folder of tests/setup/e2e-data-template.ts: no empty cluster to create.
  fs.cpSync(inject('e2eDatabaseTemplate'), path.join(dataDir, 'db'), { recursive: true });
  const start = (port?: number) =>
    startChildServer({
      root: process.cwd(),
      dataDir,
      // A loaded machine (a CI runner, shared cores) can take most of a minute to start it.
      timeoutMs: 180_000,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env },
      ...(port === undefined ? {} : { port }),
    });
  const fixedPort = host ? await freePort() : undefined;
  const publicUrl = host ? `http://${host}:${fixedPort}` : undefined;
  if (publicUrl) env = { ...env, PUBLIC_URL: publicUrl };
  let child = await start(fixedPort);
  return {
    url: publicUrl ?? child.url,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    restartAfter: async (statement: string) => {
      await child.stop();
      const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        await database.db.execute(sql.raw(statement));
      } finally {
        await database.close();
      }
      child = await start(Number(new URL(child.url).port));
    },
    whileStopped: async (during) => {
      await child.stop();
      try {
        await during();
      } finally {
        child = await start(Number(new URL(child.url).port));
      }
    },
    stop: async () => {
      await child.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the outbox .eml files (quoted-printable undone), oldest first. */
export const readOutbox = (server: RunningServer): string[] => readOutboxDir(server.outboxDir);

/** Waits (up to 5 s) for an e-mail the server sends after answering, e.g. the password reset link. */
export async function waitForMail(
  server: RunningServer,
  matches: (mail: string) => boolean,
): Promise<string | undefined> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const mail = readOutbox(server).find(matches);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
