import { describe, expect, it } from 'vitest';
import { JOBS_USAGE, describeJobs, parseJobsCommand } from '../../src/server/jobs-cli-args.ts';
import type { JobDefinition } from '../../src/server/lib/jobs/jobs.ts';
import { deadLetterCode } from '../../src/server/lib/jobs/pg-boss-jobs.ts';

const effect: JobDefinition['effect'] = async () => ({ summary: {} });
const jobs: JobDefinition[] = [
  {
    name: 'expired-users',
    description: 'Removes users',
    schedule: { cron: '15 3 * * *', timezone: 'Europe/London' },
    retryLimit: 3,
    timeLimitSeconds: 300,
    effect,
  },
  {
    name: 'nightly-purge',
    description: 'Purges',
    retryLimit: 1,
    timeLimitSeconds: 60,
    options: { 'as-of': { type: 'string' }, 'dry-run': { type: 'boolean' } },
    effect,
  },
];
// 23:30 UTC on 31 July is 00:30 on 1 August in London (BST).
const now = new Date('2026-07-31T23:30:00Z');

describe('npm run jobs arguments', () => {
  it('list, and run with the London date as the default key', () => {
    expect(parseJobsCommand(['list'], jobs, now)).toEqual({ kind: 'list' });
    expect(parseJobsCommand(['run', 'expired-users'], jobs, now)).toEqual({
      kind: 'run',
      job: jobs[0],
      runKey: '2026-08-01',
      options: {},
    });
  });

  it("passes a job's own options on, and --key", () => {
    expect(
      parseJobsCommand(['run', 'nightly-purge', '--as-of', '2026-01-02', '--dry-run', '--key', 'k1'], jobs, now),
    ).toEqual({
      kind: 'run',
      job: jobs[1],
      runKey: 'k1',
      options: { 'as-of': '2026-01-02', 'dry-run': true },
    });
  });

  it("gives a dry run a key of its own, so it neither takes nor finds the real run's slot", () => {
    expect(parseJobsCommand(['run', 'nightly-purge', '--as-of', '2026-01-02', '--dry-run'], jobs, now)).toEqual({
      kind: 'run',
      job: jobs[1],
      runKey: '2026-01-02 dry run 2026-07-31T23:30:00.000Z',
      options: { 'as-of': '2026-01-02', 'dry-run': true },
    });
    expect(parseJobsCommand(['run', 'nightly-purge', '--as-of', '2026-01-02'], jobs, now)).toMatchObject({
      runKey: '2026-01-02',
    });
  });

  it('answers exit code 2 with the names for an unknown job, an unknown option or no command', () => {
    expect(parseJobsCommand(['run', 'nope'], jobs, now)).toEqual({
      kind: 'usage',
      exitCode: 2,
      message: 'Unknown job nope. Jobs: expired-users, nightly-purge',
    });
    expect(parseJobsCommand(['run', 'expired-users', '--dry-run'], jobs, now)).toEqual({
      kind: 'usage',
      exitCode: 2,
      message: `Unknown option '--dry-run'\n${JOBS_USAGE}`,
    });
    expect(parseJobsCommand([], jobs, now)).toEqual({ kind: 'usage', exitCode: 2, message: JOBS_USAGE });
  });

  it('lists name, schedule and description', () => {
    expect(describeJobs(jobs)).toEqual([
      'expired-users\t15 3 * * * Europe/London\tRemoves users',
      'nightly-purge\tnot scheduled\tPurges',
    ]);
  });
});

describe('dead letter codes', () => {
  it('keeps the code the handler failed with, or names a time-out', () => {
    expect(deadLetterCode({ code: '23503', message: '23503' })).toBe('23503');
    expect(deadLetterCode({ value: { message: 'job timed out' } })).toBe('JOB_TIME_LIMIT');
    expect(deadLetterCode(null)).toBe('UNKNOWN');
  });
});
