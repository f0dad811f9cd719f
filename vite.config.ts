import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * The SPA lives in src/client and builds into dist/client, which the Fastify server serves
 * (src/server/plugins/client.ts). JSX is compiled by Vite's built-in oxc transform
 * (tsconfig "jsx": "react-jsx"); in development /api goes to the API on port 3000 (or API_TARGET).
 */
const repoRoot = import.meta.dirname;
const outDir = path.join(repoRoot, 'dist/client');

/**
 * Writes .gz and .br beside every text asset so a static server with pre-compressed files
 * enabled (@fastify/static `preCompressed`) sends them without compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'crm-precompress',
    apply: 'build',
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  root: path.join(repoRoot, 'src/client'),
  publicDir: path.join(repoRoot, 'src/client/public'),
  plugins: [precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, defaultHandler) {
        // Mantine marks its modules "use client" for React Server Components; meaningless in an SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
  server: {
    // The API's address in development; API_TARGET points it elsewhere (e.g. a second instance).
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
