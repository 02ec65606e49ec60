// The typed confirmation of a destructive action: the user types the name (or the count) of
// what goes before the action is allowed, as a careful console does for production.

/** Whether `text` is what the user was asked to type; spaces around it do not count. */
export function isTypedConfirmation(text: string, expected: string): boolean {
  return text.trim() === expected.trim() && expected.trim() !== '';
}
