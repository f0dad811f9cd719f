// The layout's boundaries (docs/decisions, docs/decisions/0011-one-name-per-area.md), enforced by
// import-x/no-restricted-paths so that they hold by lint, not by memory:
//   - a client feature never imports another feature (pages in src/client/app compose them);
//   - a server module imports only another module's service, never its repository or helpers;
//   - src/shared imports nothing from src/server or src/client.
// The zones are built from the folders that exist, so a new area is covered the day it is added.
// tests/unit/lint-boundaries.test.ts lints a deliberate violation of each and expects the error.
// The rules only the whole import graph shows (cycles, layering) are dependency-cruiser.config.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = import.meta.dirname;

function foldersIn(relative) {
  const dir = path.join(root, relative);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function boundaryZones() {
  const features = foldersIn('src/client/features');
  const modules = foldersIn('src/server/modules');
  return [
    ...features.map((feature) => ({
      target: `./src/client/features/${feature}`,
      from: './src/client/features',
      except: [`./${feature}`],
      message: 'A client feature never imports another feature: compose them in a page under src/client/app.',
    })),
    ...modules.map((module) => ({
      target: `./src/server/modules/${module}`,
      from: modules.filter((other) => other !== module).map((other) => `./src/server/modules/${other}/**`),
      except: [path.join(root, 'src/server/modules/*/*.service.ts')],
      message: "A server module imports only another module's service (*.service.ts), never its repository or helpers.",
    })),
    {
      target: './src/shared',
      from: ['./src/server', './src/client'],
      message: 'src/shared is isomorphic: it imports nothing from src/server or src/client.',
    },
  ];
}

/** The flat-config block: also used alone by the boundary test (no type information needed). */
export function boundariesConfig() {
  return {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }] },
  };
}
