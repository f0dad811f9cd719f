import { pino, type DestinationStream } from 'pino';

/**
 * Where the API tier's apps write their logs (docs/operations.md, "Logs"): npm test sets
 * TEST_LOG_FILE for its API tier (scripts/test.mjs) and scans that file for personal data once the
 * tier has run (scripts/log-scan.ts). Every test file's apps append to it, each line whole (sync
 * writes to a file opened for appending). Without it the apps log nothing, unless a test reads its
 * own log.
 */
const file = process.env.TEST_LOG_FILE;
let destination: DestinationStream | undefined;

/** LOG_LEVEL of a test app that names none: everything when the run keeps a log, else nothing. */
export const TEST_LOG_LEVEL = file ? 'trace' : 'silent';

/** The stream a test app logs to: the run's log file, and the test's own stream when it has one. */
export function testLogStream(own?: DestinationStream): DestinationStream | undefined {
  if (!file) return own;
  destination ??= pino.destination({ dest: file, append: true, sync: true, mkdir: true });
  const shared = destination;
  if (!own) return shared;
  return {
    write(line: string) {
      shared.write(line);
      own.write(line);
    },
  };
}
