// Documents out of an index, alias, data stream or pattern, or out of a query's matches, into a
// file of any size: the form while no export runs, then the export's progress and its end. The
// export lives outside the screen, so coming back shows it where it stands.
import { useSearchParams } from 'react-router-dom';
import { TRANSFER_QUERY_PARAM } from '../../../routing/screenPaths';
import { ExportForm } from './ExportForm';
import { ExportRunPanel } from './ExportRunPanel';
import { useExportRun } from './exportStore';

export function ExportView({ initialIndex }: { initialIndex: string }) {
  const run = useExportRun();
  const [params] = useSearchParams();
  if (run.phase !== 'idle') return <ExportRunPanel run={run} />;
  return (
    <ExportForm initialIndex={initialIndex} initialQuery={params.get(TRANSFER_QUERY_PARAM) ?? ''} />
  );
}
