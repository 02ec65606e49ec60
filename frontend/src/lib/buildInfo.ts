// Version and build of this app, fixed at build time by vite.config.ts.
declare const __APP_VERSION__: string;
declare const __BUILD_ID__: string;

export const APP_VERSION: string = __APP_VERSION__;
export const BUILD_ID: string = __BUILD_ID__;

/** The version as the footer shows it: semver build metadata, e.g. '0.1.0+3f2a9c1'. */
export function displayVersion(version: string = APP_VERSION, build: string = BUILD_ID): string {
  return build ? `${version}+${build}` : version;
}
