import { angleTowards, starPoints } from './starPoints';

function parse(points: string): [number, number][] {
  return points.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

describe('starPoints', () => {
  it('has five outer points on the radius, the first straight up by default', () => {
    const points = parse(starPoints(10, 10, 4));
    expect(points).toHaveLength(10);
    expect(points[0]).toEqual([10, 6]);
    for (const [x, y] of points.filter((_, k) => k % 2 === 0)) {
      expect(Math.hypot(x - 10, y - 10)).toBeCloseTo(4, 2);
    }
  });

  it('aims the first point at a target', () => {
    const [first] = parse(starPoints(10, 2, 1, angleTowards(10, 2, 5, 5)));
    expect(Math.hypot(first[0] - 5, first[1] - 5)).toBeLessThan(Math.hypot(10 - 5, 2 - 5) - 0.99);
  });
});
