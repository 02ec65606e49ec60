import {
  applyUpdate,
  pointsUpdate,
  type HeldPoints,
  type PointsUpdate,
  type SentPoints,
} from './pointsUpdate';

const update = (overrides: Partial<PointsUpdate>): PointsUpdate => ({
  replace: false,
  from: 0,
  times: new Float64Array(),
  values: [],
  ...overrides,
});

describe('applyUpdate', () => {
  it('takes every point of a replacing update, gaps as NaN', () => {
    const points = applyUpdate(
      { times: [9], values: [[9]] },
      update({
        replace: true,
        times: Float64Array.of(1, 2),
        values: [Float64Array.of(5, Number.NaN)],
      }),
    );
    expect(points).toEqual({ times: [1, 2], values: [[5, Number.NaN]] });
  });

  it('drops the points older than `from` and appends the new ones', () => {
    const points: HeldPoints = {
      times: [1, 2, 3],
      values: [
        [10, 20, 30],
        [1, 2, 3],
      ],
    };
    applyUpdate(
      points,
      update({
        from: 2,
        times: Float64Array.of(4),
        values: [Float64Array.of(40), Float64Array.of(4)],
      }),
    );
    expect(points).toEqual({
      times: [2, 3, 4],
      values: [
        [20, 30, 40],
        [2, 3, 4],
      ],
    });
  });

  it('replaces the points when the number of series changed', () => {
    const points = applyUpdate(
      { times: [1], values: [[1]] },
      update({ times: Float64Array.of(2), values: [Float64Array.of(2), Float64Array.of(3)] }),
    );
    expect(points).toEqual({ times: [2], values: [[2], [3]] });
  });
});

describe('pointsUpdate', () => {
  it('sends every point the first time, nulls as NaN', () => {
    const times = [1, 2];
    const sent = pointsUpdate([times, [5, null]], null);
    expect(sent?.replace).toBe(true);
    expect(Array.from(sent!.times)).toEqual([1, 2]);
    expect(Array.from(sent!.values[0])).toEqual([5, Number.NaN]);
  });

  it('sends only the points after the last one sent when the same arrays moved along', () => {
    const times = [2, 3, 4];
    const values = [20, 30, 40];
    const before: SentPoints = { times, series: 1, first: 1, last: 3 };
    const sent = pointsUpdate([times, values], before);
    expect(sent?.replace).toBe(false);
    expect(sent?.from).toBe(2);
    expect(Array.from(sent!.times)).toEqual([4]);
    expect(Array.from(sent!.values[0])).toEqual([40]);
  });

  it('sends nothing when nothing changed, everything for new arrays or an earlier start', () => {
    const times = [2, 3];
    const same: SentPoints = { times, series: 1, first: 2, last: 3 };
    expect(pointsUpdate([times, [1, 2]], same)).toBeNull();
    expect(
      pointsUpdate(
        [
          [2, 3],
          [1, 2],
        ],
        same,
      )?.replace,
    ).toBe(true);
    expect(pointsUpdate([times, [1, 2]], { ...same, first: 3 })?.replace).toBe(true);
    expect(pointsUpdate([times, [1, 2], [3, 4]], same)?.replace).toBe(true);
  });
});
