import { Readable } from 'node:stream';
import type { FileStore } from '../../src/server/lib/file-store.ts';
import { workerDocumentTypes } from '../../src/shared/domain/worker-documents.ts';
import type { DemoDocument } from './generators.ts';

/** Files written at once while seeding documents. */
const FILE_CONCURRENCY = 32;

/**
 * A one-page PDF that says what it is: seeded documents need real bytes behind them so that
 * Download works, but they must never pass for a real passport or letter.
 */
export function demoPdf(title: string): Buffer {
  const text = `Demo document: ${title}. Created by npm run seed:demo; not a real document.`.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const pdfByType = new Map<string, Buffer>();
function pdfFor(documentType: string): Buffer {
  let pdf = pdfByType.get(documentType);
  if (!pdf) {
    pdf = demoPdf(workerDocumentTypes.find((t) => t.value === documentType)?.label ?? documentType);
    pdfByType.set(documentType, pdf);
  }
  return pdf;
}

export type StoredDemoDocument = {
  workerId: number;
  documentType: string;
  originalFileName: string;
  storedFileName: string;
  mimeType: string;
  sizeBytes: number;
  expiryDate: string | null;
};

/** One small PDF per document through the real file store, so each seeded document downloads like an uploaded one. */
export async function storeDocumentFiles(
  store: FileStore,
  documents: (DemoDocument & { workerId: number })[],
): Promise<StoredDemoDocument[]> {
  const out = new Array<StoredDemoDocument>(documents.length);
  let next = 0;
  const worker = async () => {
    while (next < documents.length) {
      const index = next++;
      const doc = documents[index]!;
      const saved = await store.save(Readable.from([pdfFor(doc.documentType)]), 'pdf');
      out[index] = { ...doc, storedFileName: saved.name, mimeType: 'application/pdf', sizeBytes: saved.sizeBytes };
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(FILE_CONCURRENCY, documents.length) }, worker));
  } catch (error) {
    await Promise.all(out.filter(Boolean).map((d) => store.remove(d.storedFileName)));
    throw error;
  }
  return out;
}
