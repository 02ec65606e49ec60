import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../lib/json';
import {
  coveringFormats,
  DATE_CANDIDATES,
  dateCandidates,
  dateFormatReads,
  epochFormat,
  patternRegex,
  timeLikeName,
} from './mappingInferenceDates';

const fits = (text: string) =>
  DATE_CANDIDATES.filter((_, index) => dateCandidates(text) & (1 << index));

describe('dateCandidates', () => {
  it('names every common format a text is written in', () => {
    expect(fits('2024-01-02')).toEqual(['strict_date_optional_time']);
    expect(fits('2024-01-02T23:59:59.123456Z')).toEqual(['strict_date_optional_time']);
    expect(fits('2024-01-02 10:00:00,250')).toEqual(['yyyy-MM-dd HH:mm:ss,SSS']);
    expect(fits('01/02/2024')).toEqual(['dd/MM/yyyy', 'MM/dd/yyyy']);
    expect(fits('31.12.2024 08:00:00')).toEqual(['dd.MM.yyyy HH:mm:ss']);
    expect(['2024-13-01', '2024', '12345678', 'v2024-01-02', '1.2.2024'].map(fits)).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('covers every text with the fewest formats, the preferred first on a tie', () => {
    const both = 0b11 << DATE_CANDIDATES.indexOf('dd/MM/yyyy');
    const us = 1 << DATE_CANDIDATES.indexOf('MM/dd/yyyy');
    expect(coveringFormats(new Map([[both, 5]]))).toEqual(['dd/MM/yyyy']);
    expect(
      coveringFormats(
        new Map([
          [both, 5],
          [us, 1],
        ]),
      ),
    ).toEqual(['MM/dd/yyyy']);
    expect(
      coveringFormats(
        new Map([
          [1, 2],
          [us, 3],
        ]),
      ),
    ).toEqual(['MM/dd/yyyy', 'strict_date_optional_time']);
  });
});

describe('dateFormatReads', () => {
  it('reads values as the default format does: ISO dates and epoch milliseconds', () => {
    expect(dateFormatReads(undefined, '2024-01-02T10:00')).toBe(true);
    expect(dateFormatReads(undefined, 1700000000000)).toBe(true);
    expect(dateFormatReads(undefined, '1700000000000')).toBe(true);
    expect(dateFormatReads(undefined, new LosslessNumber('17000000000000000000'))).toBe(true);
    expect(dateFormatReads(undefined, '02/01/2024')).toBe(false);
    expect(dateFormatReads(undefined, true)).toBe(false);
  });

  it('reads Java patterns, quoted text included, and each of several formats', () => {
    expect(dateFormatReads("yyyy-MM-dd'T'HH:mm", '2024-01-02T10:30')).toBe(true);
    expect(dateFormatReads('dd/MM/yyyy||epoch_second', '31/12/2024')).toBe(true);
    expect(dateFormatReads('dd/MM/yyyy||epoch_second', 1700000000)).toBe(true);
    expect(dateFormatReads('dd/MM/yyyy', '12/31/2024')).toBe(false);
    expect(dateFormatReads('iso8601', '1989-05-26')).toBe(true);
    expect(dateFormatReads('EEE, dd MMM yyyy HH:mm:ss Z', 'Tue, 02 Jan 2024 10:00:00 +0100')).toBe(
      true,
    );
  });

  it('does not judge a value by a format it does not know, unless another format reads it', () => {
    expect(dateFormatReads('week_date', '2024-W01-2')).toBeNull();
    expect(dateFormatReads('yyyy QQQ', '2024 Q1')).toBeNull();
    expect(dateFormatReads('yyyy QQQ||yyyy', '2024')).toBe(true);
    expect(patternRegex('yyyy QQQ')).toBeNull();
  });
});

describe('epoch times', () => {
  it('counts names ending in a time word, or in a unit after one', () => {
    expect(
      ['@timestamp', 'created_at', 'createdAt', 'event.time', 'time_ms', 'ts', 'Last Modified'].map(
        timeLikeName,
      ),
    ).toEqual([true, true, true, true, true, true, true]);
    expect(['count', 'duration_ms', 'attempts', 'date_count', ''].map(timeLikeName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('tells milliseconds from seconds by their range', () => {
    expect(epochFormat('ts', 1.6e12, 1.7e12)).toBe('epoch_millis');
    expect(epochFormat('ts', 1.6e9, 1.7e9)).toBe('epoch_second');
    expect(epochFormat('ts', 1.6e9, 1.7e12)).toBeNull();
    expect(epochFormat('size', 1.6e12, 1.7e12)).toBeNull();
  });
});
