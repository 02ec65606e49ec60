// Where the dashboard's Live card goes: it is loaded and starts sampling only in the first idle
// time after the status cards showed their first answer, so the dashboard's own data never waits
// for it and its code stays out of the dashboard's chunk.
import { lazy, Suspense, useEffect, useState } from 'react';

const LiveCard = lazy(() => import('./LiveCard').then((m) => ({ default: m.LiveCard })));

/** True from the first idle period after mounting (at the latest 2 s after it). */
function useIdleReached(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const reach = () => setReached(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(reach, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(reach, 50);
    return () => clearTimeout(handle);
  }, []);
  return reached;
}

export function LiveCardSlot() {
  const reached = useIdleReached();
  if (!reached) return null;
  return (
    <Suspense fallback={null}>
      <LiveCard />
    </Suspense>
  );
}
