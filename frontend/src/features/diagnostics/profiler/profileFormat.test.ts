import { formatDelta, formatNanos, formatShare, readQueryBody } from './profileFormat';

describe("the profiler's wording", () => {
  it('words nanoseconds in the unit that suits them', () => {
    expect(formatNanos(0)).toBe('0 ns');
    expect(formatNanos(391_943)).toBe('392 µs');
    expect(formatNanos(1_873_811)).toBe('1.87 ms');
    expect(formatNanos(25_400_000)).toBe('25.4 ms');
    expect(formatNanos(2_100_000_000)).toBe('2.10 s');
    expect(formatDelta(-391_943)).toBe('−392 µs');
    expect(formatDelta(1_200_000)).toBe('+1.20 ms');
    expect(formatShare(0.4321)).toBe('43.2 %');
  });

  it('reads the query to profile, saying why a text is none', () => {
    expect(readQueryBody('')).toEqual({ ok: true, body: {} });
    expect(readQueryBody('{"query":{"match":{"title":"dune"}}}')).toEqual({
      ok: true,
      body: { query: { match: { title: 'dune' } } },
    });
    expect(readQueryBody('{"query":')).toEqual({ ok: false, error: 'notJson' });
    expect(readQueryBody('[1]')).toEqual({ ok: false, error: 'notObject' });
  });
});
