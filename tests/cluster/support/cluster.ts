import crypto from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServer, type RunningServer } from '../../../scripts/bench/server.ts';
import { startS3, type TestS3 } from '../../helpers/s3.ts';

/**
 * Two real instances of the product (node src/server/main.ts, as npm start runs it) on one throwaway
 * PostgreSQL database, each with a data folder of its own and the stored files in one S3-compatible
 * server (s3rver), behind a real HAProxy (Debian's package) on this machine: docs/operations.md,
 * "Several instances", describes the same layout for production. Each instance names itself to
 * PostgreSQL (application_name crm-a, crm-b), so a test can see which one holds a query.
 */
export const CLUSTER_ADMIN = { email: 'admin@cluster.test', password: 'Cluster!Admin-Pass9' };
export const HAPROXY = '/usr/sbin/haproxy';

export type Instance = {
  name: 'A' | 'B';
  url: string;
  dataDir: string;
  server: RunningServer;
};

export type Cluster = {
  databaseUrl: string;
  s3: TestS3;
  a: Instance;
  b: Instance;
  /** The load balancer's address: what users' browsers open. */
  lb: string;
  /** A pg client on the cluster's database, for checks of what the instances wrote. */
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Starts instance A again (after a kill), same address and settings. */
  restart: (instance: Instance) => Promise<void>;
  stop: () => Promise<void>;
};

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function createDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

function haproxyConfig(port: number, a: string, b: string): string {
  const host = (url: string) => new URL(url).host;
  return `global
  maxconn 512
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 2
  option redispatch
  # A request the dead instance never answered goes to the other one; nothing else is retried.
  retry-on conn-failure empty-response
frontend web
  bind 127.0.0.1:${port}
  # Only the address the balancer saw is passed on: a client's own X-Forwarded-For is dropped.
  http-request del-header X-Forwarded-For
  option forwardfor
  default_backend app
backend app
  balance roundrobin
  # The readiness check: an instance that is stopping (or has lost its database) gets no new requests.
  option httpchk GET /api/ready
  default-server check inter 500ms fall 2 rise 2
  server a ${host(a)}
  server b ${host(b)}
`;
}

/** Starts HAProxy in the foreground (-db) on the port, and waits until it answers /api/health. */
async function startHaproxy(dir: string, port: number, a: string, b: string): Promise<ChildProcess> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy`);
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(port, a, b));
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`haproxy did not answer: ${errors}`);
}

/** Starts the database, both instances at the same moment (so they migrate together), and the balancer. */
export async function startCluster(extraEnv: Record<string, string> = {}): Promise<Cluster> {
  const database = await createDatabase();
  const s3 = await startS3('crm-cluster-files');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-cluster-'));
  const lbPort = await freePort();
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const env = {
    DATABASE_URL: database.url,
    ADMIN_EMAIL: CLUSTER_ADMIN.email,
    ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    // Every instance names the address users open, and believes forwarded headers from the balancer only.
    PUBLIC_URL: lbUrl,
    TRUST_PROXY: '127.0.0.1',
    // One key of the TOTP secrets for both instances, as production sets it (docs/operations.md, "Multi-factor sign-in").
    MFA_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    ...s3.env,
    // Short job timings, so a run cut off by a killed instance is taken over within seconds.
    JOBS_POLL_SECONDS: '0.5',
    JOBS_SUPERVISE_SECONDS: '1',
    JOBS_RETRY_DELAY_SECONDS: '0',
    JOBS_TIME_LIMIT_SECONDS: '4',
    // A stopping instance serves on until HAProxy (a check every 500 ms, down after 2) has drained it.
    STOP_DRAIN_SECONDS: '2',
    ...extraEnv,
  };
  const launch = async (name: 'A' | 'B', port?: number): Promise<Instance> => {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir, { recursive: true });
    const named = new URL(database.url);
    named.searchParams.set('application_name', `crm-${name.toLowerCase()}`);
    const server = await startServer({
      root: process.cwd(),
      dataDir,
      timeoutMs: 120_000,
      env: { ...env, DATABASE_URL: named.toString() },
      ...(port ? { port } : {}),
    });
    return { name, url: server.url, dataDir, server };
  };
  const [a, b] = await Promise.all([launch('A'), launch('B')]);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const balancer = await startHaproxy(root, lbPort, a.url, b.url);
  return {
    databaseUrl: database.url,
    s3,
    a,
    b,
    lb: lbUrl,
    query: async <T extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await pool.query<T>(text, values)).rows,
    restart: async (instance) => {
      const again = await launch(instance.name, Number(new URL(instance.url).port));
      instance.server = again.server;
    },
    stop: async () => {
      balancer.kill('SIGTERM');
      await Promise.all([a.server.stop(), b.server.stop()]);
      await pool.end();
      await database.drop();
      await s3.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
