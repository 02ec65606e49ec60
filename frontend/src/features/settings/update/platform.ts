// The operating system and processor of this browser, for the update check.
// Browsers say little and not always the truth (a Mac reports 'MacIntel' on Apple silicon):
// what cannot be told is left empty, and the address rules fill it in where they can.

/** The parts of `navigator` read here (userAgentData is not in every browser, nor in lib.dom). */
export interface NavigatorLike {
  platform?: string;
  userAgent?: string;
  userAgentData?: { platform?: string };
}

export interface Platform {
  os: string;
  arch: string;
}

function detectOs(text: string): string {
  if (/android/.test(text)) return 'android';
  if (/iphone|ipad|ios/.test(text)) return 'ios';
  if (/mac/.test(text)) return 'macos';
  if (/win/.test(text)) return 'windows';
  if (/linux|x11|cros/.test(text)) return 'linux';
  return '';
}

function detectArch(text: string): string {
  if (/aarch64|arm64/.test(text)) return 'aarch64';
  if (/x86_64|x86-64|amd64|win64|x64|wow64/.test(text)) return 'x86_64';
  if (/i[3-6]86|x86/.test(text)) return 'x86';
  return '';
}

export function detectPlatform(nav: NavigatorLike): Platform {
  const platform = `${nav.userAgentData?.platform ?? ''} ${nav.platform ?? ''}`.toLowerCase();
  const agent = (nav.userAgent ?? '').toLowerCase();
  const os = detectOs(platform) || detectOs(agent);
  // A Mac's reported architecture is unreliable: leave it to the darwin rule.
  const arch = os === 'macos' ? '' : detectArch(platform) || detectArch(agent);
  return { os, arch };
}
