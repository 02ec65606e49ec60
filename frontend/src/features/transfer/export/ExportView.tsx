// Documents out of an index: being built.
export function ExportView(_props: { initialIndex: string }) {
  return null;
}
