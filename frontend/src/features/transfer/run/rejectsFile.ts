// The rejects file of the import under way, kept as it grows: one NDJSON line per document or line
// the cluster or the reader refused, gathered in pieces of about a megabyte that the browser may
// keep out of the page's memory, and given whole as a file to download at any time.
import { rejectLine, type RejectedRecord } from '../../../lib/transfer/rejects';

/** Characters gathered before they become a piece of the file. */
const PIECE_CHARS = 1 << 20;

export class RejectsFile {
  private pieces: Blob[] = [];
  private lines: string[] = [];
  private chars = 0;
  private total = 0;

  /** Rejects so far. */
  get count(): number {
    return this.total;
  }

  add(rejects: readonly RejectedRecord[]): void {
    for (const reject of rejects) {
      const line = rejectLine(reject);
      this.lines.push(line);
      this.chars += line.length;
    }
    this.total += rejects.length;
    if (this.chars >= PIECE_CHARS) this.seal();
  }

  /** The file so far. */
  blob(): Blob {
    this.seal();
    return new Blob(this.pieces, { type: 'application/x-ndjson' });
  }

  private seal(): void {
    if (this.lines.length === 0) return;
    this.pieces.push(new Blob([this.lines.join('')]));
    this.lines = [];
    this.chars = 0;
  }
}
