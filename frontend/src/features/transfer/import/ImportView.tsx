// Documents into an index from a file of any size or from pasted text: the form while no import
// runs in this tab, then the import's progress and its end. The import lives outside the screen,
// so leaving the screen keeps it, and coming back shows it where it stands.
import { useImportRun } from '../run/importController';
import { ImportForm } from './ImportForm';
import { ImportRunPanel } from './ImportRunPanel';

export function ImportView({ initialIndex }: { initialIndex: string }) {
  const run = useImportRun();
  if (run.phase !== 'idle') return <ImportRunPanel run={run} />;
  return <ImportForm initialIndex={initialIndex} />;
}
