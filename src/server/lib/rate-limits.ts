/**
 * Per-address limit of the public forms (access request, contact form, forgot password):
 * 20 submissions from one address in 15 minutes (@fastify/rate-limit, per route).
 */
export const publicFormLimit = { max: 20, timeWindow: 15 * 60 * 1000 };
