// The dialog that explains one shard copy's allocation. Its content (the explanation view and
// the retry) is loaded when a dialog first opens.
import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import type { ShardCopy } from '../../api/operations/allocation';
import { Dialog } from '../Dialog/Dialog';

const ExplainBody = lazy(() => import('./ExplainBody'));

interface AllocationExplainDialogProps {
  /** The copy to explain; null keeps the dialog closed. */
  copy: ShardCopy | null;
  onClose: () => void;
  /** Why writes are not offered (null offers them): the retry is disabled with it. */
  writeReason: string | null;
  /** Names the search engine in a server error's notification. */
  engine: string;
}

export function AllocationExplainDialog({
  copy,
  onClose,
  writeReason,
  engine,
}: AllocationExplainDialogProps) {
  const { t } = useTranslation();
  const title = copy
    ? t('components.allocation.title', {
        index: copy.index,
        shard: copy.shard,
        kind: t(copy.primary ? 'components.allocation.primary' : 'components.allocation.replica'),
      })
    : '';
  return (
    <Dialog opened={copy !== null} onClose={onClose} title={title} size="xl">
      {copy && (
        <Suspense fallback={<Loader size="sm" />}>
          <ExplainBody copy={copy} writeReason={writeReason} engine={engine} />
        </Suspense>
      )}
    </Dialog>
  );
}
