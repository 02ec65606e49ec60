import { Text } from '@codemirror/state';
import { problemDecorations } from './editorSetup';

/** The decorated ranges as [from, to, class]. */
function ranges(doc: Text, position: number | null): [number, number, string][] {
  const out: [number, number, string][] = [];
  problemDecorations(doc, position).between(0, doc.length, (from, to, value) => {
    const spec = value.spec as { class?: string; attributes?: { class?: string } };
    out.push([from, to, spec.class ?? spec.attributes?.class ?? '']);
  });
  return out;
}

describe('problemDecorations', () => {
  const doc = Text.of(['{', '  "a": 1,', '}']);

  it('tints the line and marks the character at the position', () => {
    // Offset 12 is the closing brace on line 3 (lines start at 0, 2 and 12).
    expect(ranges(doc, 12)).toEqual([
      [12, 12, 'cm-problemLine'],
      [12, 13, 'cm-problemMark'],
    ]);
  });

  it('marks the last character when the position is the end of the text', () => {
    expect(ranges(doc, doc.length)).toEqual([
      [12, 12, 'cm-problemLine'],
      [12, 13, 'cm-problemMark'],
    ]);
  });

  it('marks nothing without a position or in an empty text', () => {
    expect(ranges(doc, null)).toEqual([]);
    expect(ranges(Text.of(['']), 0)).toEqual([]);
  });
});
