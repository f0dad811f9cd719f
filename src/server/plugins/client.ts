import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built React app; every non-API path falls back to index.html (client-side routing). */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  if (!clientDir || !fs.existsSync(path.join(clientDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`))
        void reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  const indexHtml = fs.readFileSync(path.join(clientDir, 'index.html'));
  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const filePath = path.join(clientDir, path.normalize(decodeURIComponent(request.url.split('?')[0] ?? '/')));
    if (
      filePath.startsWith(clientDir) &&
      filePath !== clientDir &&
      fs.existsSync(filePath) &&
      fs.statSync(filePath).isFile()
    ) {
      return reply.sendFile(path.relative(clientDir, filePath));
    }
    if (request.url.startsWith('/api/')) return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(indexHtml);
  });
}
