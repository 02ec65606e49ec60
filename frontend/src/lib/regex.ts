// User-entered patterns such as the hide-indices and hide-node-attributes settings:
// an empty pattern means no filtering; an invalid one means no
// filtering too, and is logged as "invalid regex:".

/** The compiled pattern, or null when there is nothing (valid) to filter by. */
export function compileUserRegex(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch (error) {
    console.error('invalid regex:', pattern, error);
    return null;
  }
}

/** Whether `name` is hidden by `regex`; nothing is hidden without a pattern. */
export function isHiddenBy(regex: RegExp | null, name: string): boolean {
  return regex !== null && regex.test(name);
}
