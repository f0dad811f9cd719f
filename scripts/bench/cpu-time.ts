import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds of one process (Linux /proc; 0 when it is gone or not on Linux). */
function processCpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds of every process whose command name is `name` (e.g. the PostgreSQL server's backends). */
function namedCpuSeconds(name: string): number {
  let total = 0;
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += processCpuSeconds(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

export type CpuSample = { server: number; postgres: number; bench: number };

/** Where the machine's CPU went: the server process, PostgreSQL's processes, and this benchmark (autocannon). */
export function sampleCpu(serverPid: number | undefined): CpuSample {
  const usage = process.cpuUsage();
  return {
    server: serverPid ? processCpuSeconds(serverPid) : 0,
    postgres: namedCpuSeconds('postgres'),
    bench: (usage.user + usage.system) / 1e6,
  };
}

/** CPU milliseconds per request of each part between two samples. */
export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number): string {
  const per = (key: keyof CpuSample) => (((after[key] - before[key]) * 1000) / Math.max(1, requests)).toFixed(2);
  return `CPU ms/request: server ${per('server')}, postgres ${per('postgres')}, autocannon ${per('bench')}`;
}
