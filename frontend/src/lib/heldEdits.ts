// Edits an editor holds back while typing goes on (see the code editor's changeDelayMs). Whoever
// saves before the page goes hands them over first, whatever order the page's own listeners run
// in.
const handOvers = new Set<() => void>();

/** Registers how held edits are handed over; returns how to unregister. */
export function holdEdits(handOver: () => void): () => void {
  handOvers.add(handOver);
  return () => {
    handOvers.delete(handOver);
  };
}

/** Every held edit reaches its owner now. */
export function handOverHeldEdits(): void {
  handOvers.forEach((handOver) => handOver());
}
