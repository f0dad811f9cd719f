// The import graph's rules are checked by dependency-cruiser (dependency-cruiser.config.mjs, run by
// `npm run lint`). The real src passes them; a throwaway copy of src with a violation of each rule
// added fails each rule at the added files, and nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** One throwaway change per rule: the files it adds (path from the repository root: source). */
const probes: { rule: string; files: Record<string, string> }[] = [
  {
    rule: 'no-circular',
    files: {
      'src/shared/domain/probe-cycle-a.ts': "import { b } from './probe-cycle-b.ts';\nexport const a = () => b;\n",
      'src/shared/domain/probe-cycle-b.ts': "import { a } from './probe-cycle-a.ts';\nexport const b = () => a;\n",
    },
  },
  {
    // audit already calls the payroll companies' service (for names): calling back makes a pair.
    rule: 'no-module-cycle',
    files: {
      'src/server/modules/payroll-companies/probe-back.service.ts':
        "import { resolveFilter } from '../audit/audit-trail.service.ts';\nexport const probe = resolveFilter;\n",
    },
  },
  {
    rule: 'module-through-service',
    files: {
      'src/server/modules/dashboard/probe-repository.ts':
        "import * as workers from '../workers/workers.repository.ts';\nexport const probe = workers;\n",
    },
  },
  {
    rule: 'server-below-modules',
    files: {
      'src/server/lib/probe-layer.ts':
        "import { healthRoutes } from '../modules/health/health.routes.ts';\nexport const probe = healthRoutes;\n",
    },
  },
  {
    rule: 'feature-not-feature',
    files: {
      'src/client/features/users/probe-feature.ts':
        "import { workerTabs } from '../workers/lib/list-filters.ts';\nexport const probe = workerTabs;\n",
    },
  },
  {
    rule: 'feature-not-app',
    files: {
      'src/client/features/workers/probe-app.ts':
        "import { clientAreas } from '../../app/areas.tsx';\nexport const probe = clientAreas;\n",
    },
  },
  {
    rule: 'client-shared-not-features',
    files: {
      'src/client/lib/probe-shared.ts':
        "import { workerTabs } from '../features/workers/lib/list-filters.ts';\nexport const probe = workerTabs;\n",
    },
  },
  {
    rule: 'client-not-server',
    files: {
      'src/client/components/probe-server.ts':
        "import { AppError } from '../../server/lib/app-error.ts';\nexport const probe = AppError;\n",
    },
  },
  {
    rule: 'shared-isomorphic',
    files: {
      'src/shared/api/probe-iso.ts':
        "import { AppError } from '../../server/lib/app-error.ts';\nexport const probe = AppError;\n",
    },
  },
];

async function violationsIn(baseDir: string): Promise<IViolation[]> {
  const options = await extractDepcruiseOptions(path.join(root, 'dependency-cruiser.config.mjs'));
  const cruiseOptions: ICruiseOptions = {
    ...options,
    validate: true,
    baseDir,
    tsConfig: { fileName: path.join(baseDir, 'tsconfig.json') },
  };
  const { output } = await cruise(
    ['src'],
    cruiseOptions,
    {},
    { tsConfig: extractTSConfig(path.join(baseDir, 'tsconfig.json')) },
  );
  return (output as ICruiseResult).summary.violations;
}

/**
 * Whether a violation is about the file: its end, a step of its cycle or, for the folder rule, the
 * folder holding it (one throwaway change may break more than its rule: a lib file importing a
 * module also closes a cycle of folders).
 */
function involves(violation: IViolation, file: string): boolean {
  const steps = [violation.from, violation.to, ...(violation.cycle ?? []).map((step) => step.name)];
  if (steps.includes(file)) return true;
  return violation.rule.name === 'no-module-cycle' && steps.includes(path.posix.dirname(file));
}

describe('the import graph', () => {
  let copy = '';
  let violations: IViolation[] = [];

  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-graph-'));
    fs.cpSync(path.join(root, 'src'), path.join(copy, 'src'), { recursive: true });
    fs.copyFileSync(path.join(root, 'tsconfig.json'), path.join(copy, 'tsconfig.json'));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const probe of probes) {
      for (const [file, code] of Object.entries(probe.files)) fs.writeFileSync(path.join(copy, file), code);
    }
    violations = await violationsIn(copy);
  }, 120_000);

  afterAll(() => {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  it('has no violation in src as it is', async () => {
    expect(await violationsIn(root)).toEqual([]);
  }, 120_000);

  it.each(probes)('$rule fails on its throwaway change', ({ rule, files }) => {
    const ofRule = violations.filter((v) => v.rule.name === rule && Object.keys(files).some((f) => involves(v, f)));
    expect(ofRule.length).toBeGreaterThan(0);
  });

  it('fails nothing else: every violation involves a throwaway change', () => {
    const added = probes.flatMap((p) => Object.keys(p.files));
    expect(violations.filter((v) => !added.some((file) => involves(v, file)))).toEqual([]);
  });
});
