import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
const mode = process.argv[2];
let bytes = 0;
const sink = new Writable({ write(c, _e, cb) { bytes += c.length; cb(); } });
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: mode !== 'nostyle', useSharedStrings: false });
const ws = wb.addWorksheet('Workers');
ws.columns = Array.from({ length: 41 }, (_, i) => ({ key: 'c' + i, width: 15, ...(mode === 'dates' && i % 10 === 0 ? { style: { numFmt: 'dd/mm/yyyy' } } : {}) }));
const t = performance.now();
const rss0 = process.memoryUsage().rss;
let peak = 0;
for (let r = 0; r < 100000; r++) {
  const row = [];
  for (let i = 0; i < 41; i++) row.push(i % 10 === 0 ? (mode === 'dates' ? new Date(Date.UTC(1990, 4, 17)) : '17/05/1990') : i % 7 === 0 ? 100 : 'Some text value ' + i);
  ws.addRow(row).commit();
  if (r % 2000 === 0) { await new Promise(setImmediate); peak = Math.max(peak, process.memoryUsage().rss); if (r % 20000 === 0) { globalThis.gc?.(); console.log(r, (process.memoryUsage().heapUsed/1e6).toFixed(0), (process.memoryUsage().rss/1e6).toFixed(0), (process.memoryUsage().arrayBuffers/1e6).toFixed(0)); } }
}
ws.commit();
await wb.commit();
console.log(mode, Math.round(performance.now() - t), 'ms', (bytes / 1e6).toFixed(1), 'MB', 'rss growth', ((peak - rss0) / 1e6).toFixed(0));
