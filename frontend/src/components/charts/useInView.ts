// Whether an element is in (or near) the viewport, so that a chart scrolled out of view skips its
// redraws until it comes back. Without IntersectionObserver (old browsers, tests) it always is.
import { useEffect, useState, type RefObject } from 'react';

/** How far outside the viewport an element still counts as in it: it is drawn before it shows. */
const MARGIN = '200px';

export function useInView(ref: RefObject<Element | null>): boolean {
  const supported = typeof IntersectionObserver === 'function';
  const [inView, setInView] = useState(!supported);
  useEffect(() => {
    const element = ref.current;
    if (!supported || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, supported]);
  return inView;
}
