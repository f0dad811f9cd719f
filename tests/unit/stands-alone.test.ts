import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone: a comment or a test title cites docs/domain.md or an ADR in
 * docs/decisions, never a file a newcomer does not have (the specification's parts, its decision
 * list, the design and style notes kept beside the repository). The patterns are built from pieces,
 * so this file does not cite what it looks for.
 */
const outside: { name: string; pattern: RegExp }[] = [
  { name: 'a part of the specification', pattern: new RegExp(['\\bspec', 'part\\b'].join(' '), 'i') },
  { name: 'a section of a part', pattern: new RegExp(['\\bpart [1-3],?', 'sections?\\b'].join(' '), 'i') },
  { name: "a part's screen", pattern: new RegExp(['\\bpart [1-3]', 's\\b'].join("'"), 'i') },
  { name: 'the decision list', pattern: new RegExp(['\\bDECI', 'SIONS\\b'].join('')) },
  { name: 'the design notes', pattern: new RegExp(['\\bDES', 'IGN\\b'].join('')) },
  { name: 'the style notes', pattern: new RegExp(['\\bSTY', 'LE\\b'].join('')) },
  // A numbered section of the domain notes or of a part: docs/domain.md has named sections only.
  { name: 'a numbered section', pattern: new RegExp(['docs/domain\\.md\\.', '[0-9]|\\(section [0-9]'].join('')) },
];
const besideRepository = ['..', 'shared', ''].join('/');
/** Import specifiers may name src/shared through '../'; only other text is judged. */
const importSpecifier = /\b(?:from|import|mock)\s*\(?\s*(['"])[^'"\n]*\1/g;

const roots = ['src', 'tests', 'scripts', '.ci', 'drizzle', 'README.md', 'docs/decisions', 'docs/operations.md'];
const textFile = /(\.(ts|tsx|mts|js|mjs|cjs|css|md|json|html|sh|sql|ya?ml)|\/run)$/;

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  if (fs.statSync(root).isFile()) return [root];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(root, entry))
    .filter((file) => textFile.test(file.split(path.sep).join('/')) && fs.statSync(file).isFile());
}

/** Each line that cites a file outside the repository, as file:line and what it cites. */
function citationsOutside(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const where = `${file.split(path.sep).join('/')}:${index + 1}`;
      for (const { name, pattern } of outside) if (pattern.test(line)) found.push(`${where} cites ${name}`);
      if (line.replace(importSpecifier, '').includes(besideRepository))
        found.push(`${where} cites ${besideRepository}`);
    });
  }
  return found;
}

describe('the repository stands alone', () => {
  it('no comment, test title or text in src, tests, scripts, .ci, drizzle, README.md, the ADRs or docs/operations.md cites a file outside it', () => {
    expect(citationsOutside(roots.flatMap(filesUnder))).toEqual([]);
  });

  it('finds each kind of citation, and leaves import specifiers and docs/ citations alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stands-alone-'));
    const file = path.join(dir, 'sample.ts');
    fs.writeFileSync(
      file,
      [
        `/** ${['Spec', 'part 2'].join(' ')} 4.1. */`,
        `// ${['part 1', 'section 5'].join(' ')}`,
        `// ${['DECI', 'SIONS'].join('')} 4`,
        `import { z } from '${besideRepository}api/common.ts';`,
        `// see ${besideRepository}spec`,
        `// docs/domain.md, Agencies; docs/decisions/0006-route-access-declared-per-route.md`,
        `const style = { decisions: 'design' };`,
        `// ${['docs/domain.md', '7.2'].join('.')}`,
      ].join('\n'),
    );
    const where = file.split(path.sep).join('/');
    expect(citationsOutside([file])).toEqual([
      `${where}:1 cites a part of the specification`,
      `${where}:2 cites a section of a part`,
      `${where}:3 cites the decision list`,
      `${where}:5 cites ${besideRepository}`,
      `${where}:8 cites a numbered section`,
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
