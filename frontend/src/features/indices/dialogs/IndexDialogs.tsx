// The dialogs a row opens: Show info and Show stats in the generic result
// modal, Aliases, Reindex and Clone.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from '../../../i18n/translate';
import { useActiveCluster } from '../../../store/hooks';
import { ModalLoader } from '../../../components/ModalLoader/ModalLoader';
import { AliasesDialog } from './AliasesDialog';
import type { DialogAction } from '../actions/indexGates';
import { CloneIndexDialog } from './CloneIndexDialog';
import { useIndexInfoQuery, useIndexStatsQuery } from '../indicesApi';
import { ReindexDialog } from './ReindexDialog';

export interface IndexDialogState {
  kind: DialogAction;
  index: string;
}

interface IndexDialogsProps {
  dialog: IndexDialogState | null;
  onClose: () => void;
  /** Closing the Aliases dialog reloads the list. */
  onAliasesClosed: () => void;
}

const indexOf = (dialog: IndexDialogState | null, kind: DialogAction) =>
  dialog?.kind === kind ? dialog.index : null;

export function IndexDialogs({ dialog, onClose, onAliasesClosed }: IndexDialogsProps) {
  const closeAliases = () => {
    onClose();
    onAliasesClosed();
  };
  return (
    <>
      <ResultModal dialog={dialog} onClose={onClose} />
      <AliasesDialog index={indexOf(dialog, 'aliases')} onClose={closeAliases} />
      <ReindexDialog index={indexOf(dialog, 'reindex')} onClose={onClose} />
      <CloneIndexDialog index={indexOf(dialog, 'clone')} onClose={onClose} />
    </>
  );
}

/** Show info (GET {index}) and Show stats ({index}/_stats), titled in words with the index name. */
function ResultModal({
  dialog,
  onClose,
}: {
  dialog: IndexDialogState | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const shown = dialog?.kind === 'info' || dialog?.kind === 'stats' ? dialog : null;
  // Each opening asks afresh; nothing is asked while the dialog is closed.
  const fresh = { refetchOnMountOrArgChange: true };
  const info = useIndexInfoQuery(indexOf(dialog, 'info') ?? skipToken, fresh);
  const stats = useIndexStatsQuery(indexOf(dialog, 'stats') ?? skipToken, fresh);
  return (
    <ModalLoader
      opened={shown !== null}
      onClose={onClose}
      title={t(
        shown?.kind === 'stats' ? 'indices.dialogs.statsTitle' : 'indices.dialogs.infoTitle',
        { index: shown?.index ?? '' },
      )}
      query={shown?.kind === 'stats' ? stats : info}
      uri={cluster?.uri}
    />
  );
}
