// Running commands as timed steps, and the table of their times that npm test and .ci/run print
// at the end. Plain Node, like scripts/test.mjs: it runs before anything else is known to work.
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { root } from './client-build.mjs';

/**
 * Runs a command from the repository root; resolves with its exit code (1 when it cannot start).
 * With `prefix`, each line of its output is printed after it, so steps that run side by side stay readable.
 */
export function run(command, args, { prefix, env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: env ? { ...process.env, ...env } : process.env,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const ended = [];
    if (prefix) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        const lines = readline.createInterface({ input: stream });
        lines.on('line', (line) => out.write(`${prefix} ${line}\n`));
        ended.push(new Promise((done) => lines.once('close', done)));
      }
    }
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    // Its last lines are printed, but a process it left behind holding the output open is not waited for.
    child.on('exit', (code, signal) => {
      const flushed = Promise.race([Promise.all(ended), new Promise((done) => setTimeout(done, 1000))]);
      void flushed.then(() => resolve(code ?? (signal ? 1 : 0)));
    });
  });
}

/** The steps run so far: name, seconds and whether they passed, in the order they ended. */
export function createTimings() {
  const steps = [];
  return {
    steps,
    /** Runs `action` (resolving to an exit code), records its time, and resolves to whether it passed. */
    async step(name, action) {
      const started = performance.now();
      const code = await action();
      steps.push({ name, seconds: (performance.now() - started) / 1000, ok: code === 0 });
      return code === 0;
    },
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const duration = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
    : `${seconds.toFixed(1)} s`;

/**
 * The table of step times, then the wall-clock total and the load average (1, 5 and 15 minutes):
 * times from a machine busy with other work mislead, and the load says how busy it was.
 */
export function timingTable(title, steps, totalSeconds) {
  const total = 'total (wall clock)';
  const width = Math.max(total.length, ...steps.map((s) => s.name.length));
  const lines = steps.map(
    (s) => `${s.name.padEnd(width)}  ${duration(s.seconds).padStart(12)}  ${s.ok ? 'ok' : 'FAILED'}`,
  );
  return [
    `\n=== ${title} ===`,
    `${'step'.padEnd(width)}  ${'time'.padStart(12)}  result`,
    ...lines,
    `${total.padEnd(width)}  ${duration(totalSeconds).padStart(12)}`,
    `load average at the end: ${loadAverage()} (${os.cpus().length} CPUs)`,
  ].join('\n');
}
