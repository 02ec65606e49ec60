// Documents into an index: being built.
export function ImportView(_props: { initialIndex: string }) {
  return null;
}
