import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../src/server/db/client.ts';
import { readExportedWorkers } from '../../src/server/modules/worker-export/worker-export.repository.ts';
import { workerExportColumns, workerExportRow } from '../../src/server/modules/worker-export/worker-export.columns.ts';
import { streamXlsx } from '../../src/server/lib/xlsx-writer.ts';
const database = openDatabase({ pgliteDir: '/tmp/exp-100k/db' });
await database.migrate();
const mem = () => { const m = process.memoryUsage(); return `rss ${(m.rss/1e6).toFixed(0)} heap ${(m.heapUsed/1e6).toFixed(0)} ab ${(m.arrayBuffers/1e6).toFixed(0)}`; };
const bs = Number(process.argv[3] ?? 2000);
console.log('start', mem());
let t = performance.now(); let n = 0;
for await (const b of readExportedWorkers(database.db, undefined, bs)) n += b.length;
console.log('read only', n, Math.round(performance.now() - t), mem());
t = performance.now(); n = 0;
for await (const b of readExportedWorkers(database.db, undefined, bs)) { n += b.map(workerExportRow).length; }
console.log('read+map', n, Math.round(performance.now() - t), mem());
if (process.argv[2] === 'xlsx') {
  t = performance.now();
  async function* batches() { for await (const b of readExportedWorkers(database.db, undefined, bs)) yield b.map(workerExportRow); }
  let bytes = 0; let peak = 0;
  const iv = setInterval(() => peak = Math.max(peak, process.memoryUsage().rss), 100);
  await pipeline(streamXlsx({ sheetName: 'W', columns: workerExportColumns, batches: batches() }), new Writable({ write(c, _e, cb) { bytes += c.length; cb(); } }));
  clearInterval(iv);
  console.log('xlsx', Math.round(performance.now() - t), bytes, mem(), 'peak', (peak/1e6).toFixed(0));
}
await database.close();
