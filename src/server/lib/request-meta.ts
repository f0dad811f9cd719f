import type { FastifyRequest } from 'fastify';

/** Where a request came from, as services record it: the address (audit entries) and, for sign-in, the browser. */
export type RequestMeta = { ip: string | null; userAgent?: string | null };

export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});
