/**
 * Text appended piece by piece into one growing buffer of UTF-8 bytes, for a batch of a large file
 * (a report's CSV lines, a sheet's rows). Each piece is copied in as soon as it is made, so it dies
 * young: holding a batch's thousands of lines as strings until a final join cost more in garbage
 * collection than making them (docs/decisions/0012-sheet-rows-written-into-exceljs.md).
 */
export class TextBuffer {
  private bytes = Buffer.allocUnsafe(64 * 1024);
  private length = 0;

  append(text: string): void {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    const most = text.length * 3;
    if (this.length + most > this.bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + most));
      this.bytes.copy(larger, 0, 0, this.length);
      this.bytes = larger;
    }
    this.length += this.bytes.write(text, this.length);
  }

  get byteLength(): number {
    return this.length;
  }

  /** The bytes appended so far; the buffer is not written to again after this. */
  take(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
}
