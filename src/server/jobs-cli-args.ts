import { parseArgs } from 'node:util';
import { isIsoDate, todayInLondon } from '../shared/domain/en-gb-dates.ts';
import type { JobDefinition } from './lib/jobs/jobs.ts';

export type JobsCommand =
  | { kind: 'list' }
  | { kind: 'run'; job: JobDefinition; runKey: string; options: Record<string, string | boolean | undefined> }
  | { kind: 'usage'; exitCode: 2; message: string };

export const JOBS_USAGE =
  'Usage: npm run jobs -- list | run NAME [--key RUN_KEY] [--as-of YYYY-MM-DD] [options of the job]';

/**
 * npm run jobs's arguments (docs/operations.md, "Background jobs"). `run NAME` takes --key (the run's
 * slot; default today's Europe/London date, the slot of tonight's scheduled run) and the options the
 * job declares, checked by node:util parseArgs; anything else is a usage error (exit code 2).
 */
export function parseJobsCommand(argv: string[], jobs: JobDefinition[], now = new Date()): JobsCommand {
  const [command, name, ...rest] = argv;
  if (command === 'list' && argv.length === 1) return { kind: 'list' };
  if (command !== 'run' || !name || name.startsWith('-')) return { kind: 'usage', exitCode: 2, message: JOBS_USAGE };
  const job = jobs.find((one) => one.name === name);
  if (!job) {
    const names = jobs.map((one) => one.name).join(', ');
    return { kind: 'usage', exitCode: 2, message: `Unknown job ${name}. Jobs: ${names}` };
  }
  try {
    const { values } = parseArgs({
      args: rest,
      options: { ...job.options, key: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    const { key, ...options } = values as Record<string, string | boolean | undefined>;
    // A run as of another date (--as-of) is that date's slot unless --key says otherwise.
    const asOf = typeof options['as-of'] === 'string' ? options['as-of'] : undefined;
    if (asOf !== undefined && !isIsoDate(asOf))
      return { kind: 'usage', exitCode: 2, message: `--as-of must be a date as YYYY-MM-DD\n${JOBS_USAGE}` };
    // A dry run changes nothing: unless --key says otherwise it never takes the real run's slot, and every one runs.
    const slot = asOf ?? todayInLondon(now);
    const defaultKey = options['dry-run'] === true ? `${slot} dry run ${now.toISOString()}` : slot;
    const runKey = typeof key === 'string' && key.length > 0 ? key : defaultKey;
    return { kind: 'run', job, runKey, options };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'usage', exitCode: 2, message: `${message}\n${JOBS_USAGE}` };
  }
}

/** One line per job for `list`: name, schedule and what it does. */
export function describeJobs(jobs: JobDefinition[]): string[] {
  return jobs.map((job) => {
    const when = job.schedule ? `${job.schedule.cron} ${job.schedule.timezone}` : 'not scheduled';
    return `${job.name}\t${when}\t${job.description}`;
  });
}
