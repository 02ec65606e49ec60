// The dialogs a row opens: Show info and Show stats in the generic result modal, Settings,
// Mappings, Aliases, Roll over alias, Reindex, Clone, Shrink, Split and Force merge; the bulk menu
// opens Settings and Force merge over several indices.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from '../../../i18n/translate';
import { useActiveCluster, useEngineName } from '../../../store/hooks';
import { useEngineFeedback } from '../../../components/Feedback/feedback';
import { ModalLoader } from '../../../components/ModalLoader/ModalLoader';
import { RolloverDialog } from '../../../components/RolloverDialog/RolloverDialog';
import { MappingsDialog } from '../mappings/MappingsDialog';
import { ForceMergeDialog } from '../reshape/ForceMergeDialog';
import { ReshapeDialog } from '../reshape/ReshapeDialog';
import { IndexSettingsDialog } from '../settings/IndexSettingsDialog';
import type { AliasMap } from './aliasMap';
import { AliasesDialog } from './AliasesDialog';
import type { DialogAction } from '../actions/indexGates';
import { CloneIndexDialog } from './CloneIndexDialog';
import { useIndexInfoQuery, useIndexStatsQuery } from '../indicesApi';
import { ReindexDialog } from './ReindexDialog';

export interface IndexDialogState {
  kind: DialogAction;
  index: string;
  /** From the bulk menu: the indices it acts on (none: every index, for a force merge). */
  indices?: string[];
}

interface IndexDialogsProps {
  dialog: IndexDialogState | null;
  onClose: () => void;
  /** Closing the Aliases dialog reloads the list. */
  onAliasesClosed: () => void;
  /** The aliases of each index, which a rollover chooses from. */
  aliases: AliasMap | undefined;
  /** The closed indices: a setting change neither closes nor opens them. */
  closed?: ReadonlySet<string>;
}

const indexOf = (dialog: IndexDialogState | null, kind: DialogAction) =>
  dialog?.kind === kind ? dialog.index : null;

/** The indices a dialog acts on: the bulk menu's, else the row's. */
const indicesOf = (dialog: IndexDialogState | null, kind: DialogAction) =>
  dialog?.kind === kind ? (dialog.indices ?? [dialog.index]) : null;

export function IndexDialogs({
  dialog,
  onClose,
  onAliasesClosed,
  aliases,
  closed,
}: IndexDialogsProps) {
  const feedback = useEngineFeedback(useEngineName());
  const closeAliases = () => {
    onClose();
    onAliasesClosed();
  };
  const rollingOver = indexOf(dialog, 'rollover');
  const rolloverChoices = rollingOver === null ? [] : (aliases?.[rollingOver] ?? []);
  const reshaped = dialog?.kind === 'shrink' || dialog?.kind === 'split' ? dialog : null;
  return (
    <>
      <ResultModal dialog={dialog} onClose={onClose} />
      <IndexSettingsDialog
        indices={indicesOf(dialog, 'settings')}
        closed={closed}
        onClose={onClose}
      />
      <MappingsDialog index={indexOf(dialog, 'mappings')} onClose={onClose} />
      <AliasesDialog index={indexOf(dialog, 'aliases')} onClose={closeAliases} />
      <RolloverDialog
        name={rolloverChoices[0] ?? null}
        choices={rolloverChoices}
        feedback={feedback}
        onClose={onClose}
      />
      <ReindexDialog index={indexOf(dialog, 'reindex')} onClose={onClose} />
      <CloneIndexDialog index={indexOf(dialog, 'clone')} onClose={onClose} />
      <ReshapeDialog
        index={reshaped?.index ?? null}
        kind={reshaped?.kind === 'split' ? 'split' : 'shrink'}
        onClose={onClose}
      />
      <ForceMergeDialog indices={indicesOf(dialog, 'forcemerge')} onClose={onClose} />
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
