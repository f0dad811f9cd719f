import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Telling a text upload (a CSV) from anything else, and reading its characters as the office's
 * spreadsheet wrote them. Shared by the worker import and the payroll upload.
 */

/** Control bytes no spreadsheet's CSV holds: all but tab, line feed, vertical tab, form feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL_BYTES = /[\x00-\x08\x0e-\x1f\x7f]/;

/**
 * Text: no control byte but tab, line breaks and form feed (a binary file, or UTF-16, has NULs and
 * others), and nothing file-type recognises by its magic bytes (a PDF, an image, an archive: a PDF
 * head holds no NUL, so the control bytes alone would let it through). `head` is the file's start.
 */
export const looksLikeText = async (head: Buffer): Promise<boolean> =>
  !CONTROL_BYTES.test(head.toString('latin1')) && (await fileTypeFromBuffer(head)) === undefined;

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * UTF-8 (a BOM is dropped by the decoder); a file whose first chunk is not UTF-8 is read as
 * Windows-1252, what Excel's plain "CSV (Comma delimited)" writes on a UK machine, rather than
 * garbling every £ and é.
 */
export function textDecoderFor(firstChunk: Buffer): TextDecoder {
  if (firstChunk.subarray(0, 3).equals(UTF8_BOM)) return new TextDecoder('utf-8');
  // The chunk may end inside a character: up to 3 bytes of it are allowed to be cut.
  const isUtf8Text = [0, 1, 2, 3].some((cut) => isUtf8(firstChunk.subarray(0, firstChunk.length - cut)));
  return new TextDecoder(isUtf8Text ? 'utf-8' : 'windows-1252');
}
