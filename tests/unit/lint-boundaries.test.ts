// The layout's boundaries are lint errors (eslint.boundaries.js): each deliberate violation below
// must be reported, and the same import from the right place must not be.
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundariesConfig } from '../../eslint.boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
    boundariesConfig(),
  ],
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('layout boundaries', () => {
  it.each([
    {
      rule: 'a client feature imports another feature',
      file: 'src/client/features/workers/components/probe.tsx',
      code: "import { useDeleteUser } from '../../users/api/delete-user.ts';\nexport const probe = useDeleteUser;\n",
      message: 'A client feature never imports another feature',
    },
    {
      rule: "a server module imports another module's repository",
      file: 'src/server/modules/tickets/probe.ts',
      code: "import * as workers from '../workers/workers.repository.ts';\nexport const probe = workers;\n",
      message: "A server module imports only another module's service",
    },
    {
      rule: "a server module imports another module's helper",
      file: 'src/server/modules/tickets/probe.ts',
      code: "import { findVisibleAgency } from '../agencies/agency-access.ts';\nexport const probe = findVisibleAgency;\n",
      message: "A server module imports only another module's service",
    },
    {
      rule: 'src/shared imports the server',
      file: 'src/shared/domain/probe.ts',
      code: "import { AppError } from '../../server/lib/app-error.ts';\nexport const probe = AppError;\n",
      message: 'src/shared is isomorphic',
    },
    {
      rule: 'src/shared imports the client',
      file: 'src/shared/api/probe.ts',
      code: "import { api } from '../../client/lib/api-client.ts';\nexport const probe = api;\n",
      message: 'src/shared is isomorphic',
    },
  ])('$rule is an error', async ({ file, code, message }) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    {
      allowed: 'a feature importing its own code and shared pieces',
      file: 'src/client/features/users/components/probe.tsx',
      code: "import { useDeleteUser } from '../api/delete-user.ts';\nimport { api } from '../../../lib/api-client.ts';\nexport const probe = [useDeleteUser, api];\n",
    },
    {
      allowed: "a module importing its own repository and another module's service",
      file: 'src/server/modules/workers/probe.ts',
      code: "import * as repo from './workers.repository.ts';\nimport * as tickets from '../tickets/tickets.service.ts';\nexport const probe = [repo, tickets];\n",
    },
  ])('$allowed is not', async ({ file, code }) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
