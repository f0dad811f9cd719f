import type { DestinationStream, LoggerOptions } from 'pino';
import { toLoggedError, withLoggedErrors } from './log-errors.ts';

/**
 * Fields never written to the log (docs/operations.md, "Logs"). @fastify/multipart logs the request's
 * headers (the session cookie among them) at trace level as busboyOptions.headers.
 */
const redact = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'busboyOptions.headers',
];

/**
 * The one logger configuration (Fastify's, and through it every ctx.log and request.log). Errors are
 * reduced to what log-errors.ts keeps wherever they sit in a log call: as the first argument, under
 * err, or nested in the object; the err serializer covers errors bound to child loggers.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact,
    serializers: {
      // Query strings can carry tokens (/reset-password?token=): log paths only.
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      err: (value: unknown) => (value instanceof Error ? toLoggedError(value) : value),
    },
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const err = toLoggedError(first);
          return method.apply(this, [{ err }, ...(rest.length > 0 ? rest : [err.message])] as Parameters<
            typeof method
          >);
        }
        if (first && typeof first === 'object')
          return method.apply(this, [withLoggedErrors(first), ...rest] as Parameters<typeof method>);
        return method.apply(this, args);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
