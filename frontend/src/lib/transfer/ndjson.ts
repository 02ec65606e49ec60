// Reads NDJSON (one JSON document per line) as the file streams in. Blank lines are skipped; a
// line that is not a JSON object becomes a problem naming its line and column, and reading goes on.
// So does a line longer than `maxLineBytes`, of which only the start is kept.
import {
  isBlank,
  lineReader,
  readDocument,
  type DocumentRecord,
  type LineReaderStart,
  type RecordReader,
} from './reading';

export function createNdjsonReader(start: LineReaderStart = {}): RecordReader<DocumentRecord> {
  return lineReader<DocumentRecord>(start, (line, out) => {
    if (!isBlank(line.text)) out.push(readDocument(line.text, line.line, 1, line.offset));
  });
}
