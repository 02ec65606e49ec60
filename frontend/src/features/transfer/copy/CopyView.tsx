// An index, or a query's matches, copied from this cluster to one of the connected clusters (or
// to this one under another name), without going through a file: the form while no copy runs,
// below the copies from this cluster that stopped before their end and can go on, then the copy's
// progress and its end. The copy lives outside the screen, so coming back shows it where it
// stands.
import { Stack } from '@mantine/core';
import { CopyForm } from './CopyForm';
import { CopyResumeOffers } from './CopyResumeOffers';
import { CopyRunPanel } from './CopyRunPanel';
import { useCopyRun } from './copyRunState';

export function CopyView({ initialIndex }: { initialIndex: string }) {
  const run = useCopyRun();
  if (run.phase !== 'idle') return <CopyRunPanel run={run} destination={run.destination} />;
  return (
    <Stack gap="md">
      <CopyResumeOffers />
      <CopyForm initialIndex={initialIndex} />
    </Stack>
  );
}
