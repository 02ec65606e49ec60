// The soak's command line and the binary it drives.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE = `Usage: scripts/soak [--minutes N] [--report-every SEC]

  --minutes N          how long the mix runs (default 2; fractions such as 0.5 allowed)
  --report-every SEC   seconds between two progress lines (default 60)

SHARDSCOPE_BIN names the binary (default target/release/shardscope).
Exits non-zero on any unexpected answer, a /healthz p99 of 50 ms or more, or (runs of
10 minutes or more) a steady growth of the console's memory or open file descriptors.`;

/** The options, or exits with a message when they are wrong. */
export function parseOptions(argv) {
  const options = { minutes: 2, reportEvery: 60 };
  const names = { '--minutes': 'minutes', '--report-every': 'reportEvery' };
  for (let i = 0; i < argv.length; i += 1) {
    let arg = argv[i];
    if (arg === '-h' || arg === '--help') {
      console.log(USAGE);
      process.exit(0);
    }
    let value;
    if (arg.includes('=')) [arg, value] = arg.split(/=(.*)/s, 2);
    else value = argv[(i += 1)];
    const key = names[arg];
    if (!key) fail(`unknown argument ${arg}`);
    const number = Number(value);
    if (value === undefined || value === '' || !Number.isFinite(number) || number <= 0) {
      fail(`${arg} needs a positive number, got ${value ?? 'nothing'}`);
    }
    options[key] = number;
  }
  return options;
}

/** The binary: SHARDSCOPE_BIN (relative to the current directory) or the release build. */
export function binaryPath() {
  const given = process.env.SHARDSCOPE_BIN;
  const binary = given ? path.resolve(given) : path.join(REPO, 'target/release/shardscope');
  try {
    fs.accessSync(binary, fs.constants.X_OK);
  } catch {
    console.error(
      `error: no executable shardscope binary at ${binary}.\n` +
        'Build it first: `cargo build --release` in the repository (its build runs ' +
        '`npm --prefix frontend ci && npm --prefix frontend run build` when frontend/dist is ' +
        'missing), or set SHARDSCOPE_BIN to a built binary, such as the static one ' +
        'scripts/check-image builds (target/x86_64-unknown-linux-musl/release/shardscope).',
    );
    process.exit(2);
  }
  return binary;
}

function fail(message) {
  console.error(`error: ${message}\n\n${USAGE}`);
  process.exit(2);
}
