import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers, no-store on the API, and same-origin checks on every state-changing call. */
export async function registerSecurity(app: FastifyInstance, publicUrl: string) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into style attributes; scripts stay self-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // No page of ours needs to tell another site where its visitor came from, and the reset page's
    // address holds its token (issue 7).
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https:'),
  });

  const trustedOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api')) return;
    void reply.header('Cache-Control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;
    // A browser says where a request comes from; a request with neither header is not a browser's
    // cross-site request and carries no ambient authority worth forging.
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
    }
    // Compared with PUBLIC_URL only: the Host header is the caller's to choose (issue 7).
    const origin = request.headers.origin;
    if (origin && origin !== trustedOrigin) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
  });
}
