import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/bench/server.ts';

/** Debian's PostgreSQL 15 programs (the postgresql package CI installs). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export type PostgresServer = {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** pg_ctl stop -m immediate: every backend dies at once, as in a crash or a pulled cable. */
  kill: () => Promise<void>;
  /** pg_ctl start, resolving once it accepts connections. */
  start: () => Promise<void>;
  /** Stops it (if running) and removes its files. */
  remove: () => Promise<void>;
};

const run = promisify(execFile);

/** The uid and gid of a user of this machine, read from /etc/passwd. */
function idsOf(user: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${user}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`no user ${user} on this machine`);
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * A PostgreSQL server of its own (initdb in a temporary folder, a free port on 127.0.0.1, trust
 * authentication, fsync off: its data is thrown away), so a test may stop and start it without
 * touching the shared server the other tests use. initdb and the server refuse to run as root: run
 * as root, the programs run as the postgres user (runuser), who then owns the folder.
 */
export async function createPostgresServer(): Promise<PostgresServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = idsOf('postgres');
    fs.chownSync(dir, uid, gid);
  }
  const pg = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, program), ...args])
      : run(path.join(POSTGRES_BIN, program), args);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  };
  await pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  await start();
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    start,
    remove: async () => {
      if (removed) return;
      removed = true;
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
