import { luminance } from '@mantine/core';
import { STATUS_COLORS, statusColor } from './statusColor';

const { green, orange, red, gray } = STATUS_COLORS;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('statusColor', () => {
  it('is positive for every 2xx', () => {
    expect(statusColor('200 OK')).toBe(green);
    expect(statusColor('201 Created')).toBe(green);
    expect(statusColor('299')).toBe(green);
  });

  it('is orange for 3xx and 4xx', () => {
    expect(statusColor('301 Moved Permanently')).toBe(orange);
    expect(statusColor('400 Bad Request')).toBe(orange);
    expect(statusColor('404 Not Found')).toBe(orange);
    expect(statusColor('499')).toBe(orange);
  });

  it('is negative for 5xx', () => {
    expect(statusColor('500 Internal Server Error')).toBe(red);
    expect(statusColor('503 Service Unavailable')).toBe(red);
  });

  it('is grey for no status, 1xx and anything that is not a status', () => {
    expect(statusColor('')).toBe(gray);
    expect(statusColor('101 Switching Protocols')).toBe(gray);
    expect(statusColor('600 Unknown')).toBe(gray);
    expect(statusColor('OK')).toBe(gray);
    expect(statusColor('2000 OK')).toBe(gray);
  });

  it.each(Object.values(STATUS_COLORS))('keeps the white text on %s at 4.5:1 or more', (color) => {
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
