import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { docxBomb, docxWith, zerosDeflated } from '../../tests/fixtures/documents.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { signIn, startServer, type RunningServer } from './server.ts';
import { sample, summarise } from './stats.ts';
import type { BenchContext, Benchmark, Row } from './types.ts';

const RUNS = Number(process.env.BENCH_BOMB_RUNS ?? 5);
/** A refusal reads the zip's directory and stops: it never inflates anything near the bomb's size. */
const REFUSAL_TARGET_MS = 5000;
const MiB = 1024 * 1024;

/** The bombs of tests/api/worker-documents-zip-bombs.test.ts that would unpack furthest. */
const bombs: { label: string; bytes: () => Buffer; status: number }[] = [
  { label: 'a 2 MB .docx that unpacks to 2 GiB', bytes: () => docxBomb(2048), status: 413 },
  {
    label: '12 parts of 9 MiB each, past 100 MiB together',
    bytes: () =>
      docxWith(
        ...Array.from({ length: 12 }, (_, i) => ({
          name: `word/media/${i}.bmp`,
          data: '',
          deflated: zerosDeflated(9),
          declaredSize: 9 * MiB,
        })),
      ),
    status: 413,
  },
  { label: 'a part that says 1 KiB and holds 200 MiB', bytes: () => docxBomb(200, 1024), status: 400 },
];

/** A copy of the fixture with one demo worker to upload to; answers the folder and the worker's id. */
async function folderWithWorker(ctx: BenchContext): Promise<{ dataDir: string; workerId: number }> {
  const dataDir = copyFixture(ctx.fixture);
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  try {
    await seedDemo(database.db, { workers: 1, seed: 42 });
    const [worker] = rowsOf<{ id: number }>(await database.db.execute(sql`select id from workers limit 1`));
    return { dataDir, workerId: worker!.id };
  } finally {
    await database.close();
  }
}

async function upload(server: RunningServer, cookie: string, workerId: number, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(bytes)]), 'cv.docx');
  form.append('documentType', 'cv');
  const res = await fetch(`${server.url}/api/workers/${workerId}/documents`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Zip bombs named .docx through POST /api/workers/{id}/documents on the real server: each refused
 * (413 or 400) BENCH_BOMB_RUNS times (default 5), timed. The refusal must be quick, which says
 * nothing near the bomb's size was inflated; the tests check what is refused and that nothing is kept.
 */
export const documentBombs: Benchmark = {
  name: 'document-bombs',
  title: 'Worker document upload: zip bombs refused',
  async run(ctx) {
    const { dataDir, workerId } = await folderWithWorker(ctx);
    let server: RunningServer | undefined;
    try {
      server = await startServer({ root: ctx.root, dataDir });
      const cookie = await signIn(server, ctx.fixture.user);
      const rows: Row[] = [];
      for (const bomb of bombs) {
        const bytes = bomb.bytes();
        const samples = await sample(RUNS, 1, async () => {
          const status = await upload(server!, cookie, workerId, bytes);
          if (status !== bomb.status) throw new Error(`${bomb.label}: answered ${status}, not ${bomb.status}`);
        });
        rows.push({
          benchmark: 'document upload, zip bomb refused',
          metric: `${bomb.label} (${(bytes.length / 1e6).toFixed(1)} MB sent)`,
          ...summarise(samples),
          unit: 'ms',
          judged: 'max',
          max: Math.max(...samples),
          target: REFUSAL_TARGET_MS,
        });
      }
      return rows;
    } finally {
      await server?.stop();
      removeDir(dataDir);
    }
  },
};
