// Reading a hot threads sample. Each busy thread the node reports has a line saying how much of
// the interval it used ("12.5% … cpu usage by thread 'name'"; wait and block samples say
// "wait usage" and "block usage"); a sample with only the node's header lines has none.

const THREAD_LINE = /usage by thread /;

/** Whether the sample names at least one busy thread. */
export function hasHotThreads(text: string): boolean {
  return text.split('\n').some((line) => THREAD_LINE.test(line));
}
