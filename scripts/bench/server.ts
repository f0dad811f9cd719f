import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export type RunningServer = {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until GET /api/health answered 200. */
  startedInMs: number;
  stop: () => Promise<void>;
  /** The last 4,000 characters the server wrote (its warnings and errors), to explain a failure. */
  output: () => string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the real server (node --import tsx src/server/main.ts) on a free port with PGlite in
 * dataDir, and resolves once GET /api/health answers 200.
 */
export async function startServer(options: {
  root: string;
  dataDir: string;
  timeoutMs?: number;
  /** Extra environment, e.g. ADMIN_EMAIL/ADMIN_PASSWORD for browser tests. */
  env?: Record<string, string>;
  /** Listen on this port (a restart keeps its address, so pages and cookies stay valid); else a free one. */
  port?: number;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // Not a production start: the key for TOTP secrets is made and kept in DATA_DIR, and signing in
      // needs the password alone unless a test names MFA_REQUIRED_ROLES (docs/operations.md, "Multi-factor sign-in").
      NODE_ENV: process.env.NODE_ENV ?? 'test',
      MFA_REQUIRED_ROLES: 'none',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };

  const deadline = started + (options.timeoutMs ?? 30_000);
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.status === 200)
        return { url, child, startedInMs: performance.now() - started, stop, output: () => output };
    } catch {
      // Not listening yet.
    }
    await sleep(10);
  }
  await stop();
  throw new Error(`server did not answer /api/health within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
}

/** Signs `user` in through POST /api/auth/login and answers the session cookie (name=value). */
export async function signIn(server: RunningServer, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`POST /api/auth/login answered ${res.status}: ${text}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}
