import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

type FieldError = { field: string; message: string };

export const DB_UNAVAILABLE_MESSAGE = 'The database is not available right now. Please try again.';

/** One place renders every error as { message, code, details? }; a 5xx says nothing internal. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error.details as { retryAfter?: number } | undefined)?.retryAfter;
      if (error.code === 'RATE_LIMITED' && retryAfter) void reply.header('Retry-After', String(retryAfter));
      return reply.status(error.status).send({
        ...error.extra,
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      return reply.status(400).send({
        message: first ? first.message : 'Invalid request',
        code: 'VALIDATION_ERROR',
        details,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // A lost connection (failover, restart, terminated backend): the pool opens a new one for the next request.
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: DB_UNAVAILABLE_MESSAGE, code: 'DB_UNAVAILABLE' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    const codes: Record<number, string> = {
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
      429: 'RATE_LIMITED',
      404: 'NOT_FOUND',
    };
    return reply.status(status).send({
      message:
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'The request body is not valid JSON'
          : error.message,
      code: codes[status] ?? 'BAD_REQUEST',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
