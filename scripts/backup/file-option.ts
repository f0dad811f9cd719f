import path from 'node:path';
import { parseArgs } from 'node:util';

/** A mistake in how a command was called: its message (with the usage) is printed as it is. */
export class UsageError extends Error {}

/** The one `--name FILE` option of npm run backup and npm run restore, as an absolute path. */
export function fileOption(args: string[], name: 'out' | 'from', usage: string): string {
  let value: string | undefined;
  try {
    value = parseArgs({ args, strict: true, options: { [name]: { type: 'string' } } }).values[name];
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  if (!value) throw new UsageError(`--${name} FILE is required.\n${usage}`);
  return path.resolve(value);
}
