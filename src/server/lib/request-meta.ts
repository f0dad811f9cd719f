import type { FastifyRequest } from 'fastify';

export const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});
