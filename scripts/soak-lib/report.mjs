// The progress lines and the final summary, with the verdict.

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { count, mib, ms, percentile, quarterMedians, slopePerMinute } from './stats.mjs';

/** /healthz p99 at or above this fails the run. */
const HEALTHZ_P99_LIMIT_MS = 50;
/** Memory and descriptor trends are judged on runs this long or longer. */
const TREND_MIN_MINUTES = 10;
/** Memory grows when it rises faster than this per minute and its last quarter is higher… */
const RSS_SLOPE_LIMIT = 1024 * 1024;
/** …than its first quarter by more than this share. */
const RSS_RISE_LIMIT = 0.1;
/** Descriptors grow when their last quarter's median exceeds the first's by more than this. */
const FD_RISE_LIMIT = 5;

/** Prints one progress line; returns the state the next line is measured from. */
export function reportLine({ started, last, tally, health, sample, out }) {
  const now = performance.now();
  const seconds = Math.max(0.001, (now - last.at) / 1000);
  const soak = process.cpuUsage(last.soakCpu);
  const consoleCpu = ((sample.cpuSeconds - last.cpu) / seconds) * 100;
  const soakCpu = ((soak.user + soak.system) / 1e6 / seconds) * 100;
  const minutes = ((now - started) / 60_000).toFixed(1).padStart(5);
  const rate = ((tally.total - last.total) / seconds).toFixed(0);
  const p50 = ms(percentile(health.interval, 50));
  const p99 = ms(percentile(health.interval, 99));
  out(
    [
      `[${minutes} min] requests ${count(tally.total)} (${rate}/s)`,
      `unexpected ${tally.unexpected()}: ${tally.unexpectedText()}`,
      `rss ${mib(sample.rss)}`,
      `fds ${sample.fds}`,
      `healthz p50 ${p50} p99 ${p99}`,
      `cpu console ${consoleCpu.toFixed(0)}% soak ${soakCpu.toFixed(0)}%`,
      `load ${os.loadavg()[0].toFixed(2)}`,
    ].join(' | '),
  );
  health.interval.length = 0;
  return { at: now, total: tally.total, cpu: sample.cpuSeconds, soakCpu: process.cpuUsage() };
}

/** Prints the summary; returns whether the run failed. */
export function printSummary({ options, durationMs, tally, health, samples, faults, out }) {
  const reasons = [];
  const minutes = durationMs / 60_000;
  out('');
  const total = `${count(tally.total)} requests, ${tally.unexpected()} unexpected`;
  out(`soak summary: ${minutes.toFixed(2)} min, ${total}`);
  const row = (cells) =>
    `  ${cells[0].padEnd(20)} ${cells[1].padStart(9)} ${cells[2].padStart(11)} ` +
    `${cells[3].padStart(10)} ${cells[4].padStart(10)}`;
  out(row(['kind', 'requests', 'unexpected', 'p50', 'p99']));
  for (const [kind, entry] of [...tally.kinds].sort(([a], [b]) => a.localeCompare(b))) {
    let problems = 0;
    for (const n of entry.problems.values()) problems += n;
    const latency = (p) => ms(percentile(entry.latencies, p));
    out(row([kind, count(entry.count), String(problems), latency(50), latency(99)]));
  }
  if (tally.unexpected() > 0) {
    reasons.push(`${tally.unexpected()} unexpected outcomes (${tally.unexpectedText()})`);
    out('  unexpected, first examples:');
    for (const [kind, entry] of tally.kinds)
      for (const example of entry.examples) out(`    ${kind}: ${example}`);
  }

  // Trends over the samples after the warm-up: the first minute, or the first 20 % of a short run.
  const warmupMs = Math.min(60_000, 0.2 * options.minutes * 60_000);
  const settled = samples.filter((s) => s.t >= warmupMs);
  const judged = options.minutes >= TREND_MIN_MINUTES;
  const note = judged ? '' : ` (not judged: runs under ${TREND_MIN_MINUTES} min)`;
  if (settled.length >= 2) {
    const at = (s) => ({ minutes: s.t / 60_000 });
    const rss = settled.map((s) => s.rss);
    const fds = settled.map((s) => s.fds);
    const rssSlope = slopePerMinute(settled.map((s) => ({ ...at(s), value: s.rss })));
    const fdSlope = slopePerMinute(settled.map((s) => ({ ...at(s), value: s.fds })));
    const rssQ = quarterMedians(rss);
    const fdQ = quarterMedians(fds);
    const slope = (value, unit) =>
      Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${unit(value)}/min` : 'n/a';
    const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
    out(
      `  console rss   first after warm-up ${mib(rss[0])}, last ${mib(rss.at(-1))}, ` +
        `trend ${slope(rssSlope, kib)}, quarter medians ${mib(rssQ.first)} -> ${mib(rssQ.last)}${note}`,
    );
    out(
      `  console fds   first after warm-up ${fds[0]}, last ${fds.at(-1)}, ` +
        `trend ${slope(fdSlope, (v) => v.toFixed(2))}, quarter medians ${fdQ.first} -> ${fdQ.last}${note}`,
    );
    if (judged && rssSlope > RSS_SLOPE_LIMIT && rssQ.last > rssQ.first * (1 + RSS_RISE_LIMIT)) {
      reasons.push(`memory keeps growing (${slope(rssSlope, kib)})`);
    }
    if (judged && fdQ.last > fdQ.first + FD_RISE_LIMIT) {
      reasons.push(`open file descriptors keep growing (${fdQ.first} -> ${fdQ.last})`);
    }
  } else {
    out('  console rss and fds: too few samples after the warm-up for a trend');
  }

  const p50 = percentile(health.all, 50);
  const p99 = percentile(health.all, 99);
  const max = health.all.length ? Math.max(...health.all) : NaN;
  out(
    `  healthz       ${count(health.all.length)} probes, p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)}`,
  );
  if (!(p99 < HEALTHZ_P99_LIMIT_MS))
    reasons.push(`/healthz p99 ${ms(p99)} (limit ${HEALTHZ_P99_LIMIT_MS} ms)`);
  out(
    `  console log   ${faults.warnings} warnings, ${faults.errors.length} errors, ${faults.panics.length} panics`,
  );
  for (const line of faults.errors.slice(0, 5)) out(`    ${line}`);

  out(reasons.length ? `  verdict       FAILED: ${reasons.join('; ')}` : '  verdict       ok');
  return reasons.length > 0;
}
