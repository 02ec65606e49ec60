// Edits a field holds back while typing goes on, so that each key does not redraw whatever shows
// the edited value (the REST body of 10,000 lines, the request form around the path). What is
// held reaches its owner once typing pauses, and at once before anything else can read it: a
// pointer press or a key elsewhere on the page, a shortcut with Ctrl, Alt or Meta, the page hiding
// or going, or whoever saves asking (handOverHeldEdits).
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

export interface HeldEditOptions {
  /** How long typing must pause before the edit is handed over (0: at once). */
  delayMs: () => number;
  /** Whether an event's target is the field itself (its own keys do not hand over). */
  inside: (target: Node) => boolean;
  /** Gives the owner the field's current value. */
  handOver: () => void;
}

export interface HeldEdit {
  /** The field changed: hand it over once typing pauses. */
  changed: () => void;
  /** Hands over now what is held, if anything. */
  flush: () => void;
  /** Hands over what is held and stops listening. */
  release: () => void;
}

/** Holds a field's edits back (see above) until `release`. */
export function holdEdit({ delayMs, inside, handOver }: HeldEditOptions): HeldEdit {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    pending = false;
    handOver();
  };
  const changed = () => {
    pending = true;
    const delay = delayMs();
    if (delay <= 0) return flush();
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };
  const flushOutside = (event: Event) => {
    const within = event.target instanceof Node && inside(event.target);
    const shortcut =
      event instanceof KeyboardEvent && (event.ctrlKey || event.altKey || event.metaKey);
    if (!within || shortcut) flush();
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  // Capture on the window: before the page's own handlers of the pointer and keys. Events fired
  // at the window itself (pagehide) reach its listeners in the order they were added, so whoever
  // saves then asks for held edits first (handOverHeldEdits).
  window.addEventListener('pointerdown', flushOutside, true);
  window.addEventListener('keydown', flushOutside, true);
  window.addEventListener('pagehide', flush, true);
  window.addEventListener('visibilitychange', flushWhenHidden, true);
  const unregister = holdEdits(flush);
  const release = () => {
    unregister();
    flush();
    window.removeEventListener('pointerdown', flushOutside, true);
    window.removeEventListener('keydown', flushOutside, true);
    window.removeEventListener('pagehide', flush, true);
    window.removeEventListener('visibilitychange', flushWhenHidden, true);
  };
  return { changed, flush, release };
}
