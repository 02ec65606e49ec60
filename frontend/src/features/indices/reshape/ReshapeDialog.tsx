// The Shrink and Split dialogs: they read the source index and the cluster, then show the form
// (ReshapeForm) with the plan's steps and their requests, which Run sends in order. While the
// steps run, every way of closing (Esc, a click outside, the X, Close) asks first.
import { useCallback, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { queryRequestState } from '../../../api/queryState';
import { DialogCloseRow, FormDialog } from '../../../components/FormDialog/FormDialog';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { useActiveCluster } from '../../../store/hooks';
import type { ReshapeKind } from './reshapeTypes';
import { useReshapeSourceQuery } from './reshapeApi';
import { ReshapeForm } from './ReshapeForm';
import type { CloseGuard } from './stopRun';

interface ReshapeDialogProps {
  /** The source index; null closes the dialog. */
  index: string | null;
  kind: ReshapeKind;
  onClose: () => void;
}

export function ReshapeDialog({ index, kind, onClose }: ReshapeDialogProps) {
  const { t } = useTranslation();
  const closeGuard = useRef<CloseGuard | null>(null);
  const asking = useRef(false);
  const setCloseGuard = useCallback((guard: CloseGuard | null) => {
    closeGuard.current = guard;
  }, []);
  const requestClose = () => {
    const guard = closeGuard.current;
    if (guard === null) return onClose();
    if (asking.current) return;
    asking.current = true;
    void guard().then((close) => {
      asking.current = false;
      if (close) onClose();
    });
  };
  return (
    <FormDialog
      opened={index !== null}
      onClose={requestClose}
      title={t(`indices.reshapeDialog.title.${kind}`, { index: index ?? '' })}
      size={720}
      maw="95vw"
    >
      {index !== null && (
        <ReshapeBody
          index={index}
          kind={kind}
          onClose={requestClose}
          onCloseGuard={setCloseGuard}
        />
      )}
    </FormDialog>
  );
}

interface ReshapeBodyProps {
  index: string;
  kind: ReshapeKind;
  onClose: () => void;
  onCloseGuard: (guard: CloseGuard | null) => void;
}

function ReshapeBody(props: ReshapeBodyProps) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const query = useReshapeSourceQuery(props.index, { refetchOnMountOrArgChange: true });
  // Once read, the form stays; it is read again only at the next opening.
  if (query.data)
    return (
      <ReshapeForm
        info={query.data}
        kind={props.kind}
        onClose={props.onClose}
        onCloseGuard={props.onCloseGuard}
      />
    );
  return (
    <Stack gap="sm">
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri} />
      <DialogCloseRow label={t('indices.dialog.close')} onClose={props.onClose} />
    </Stack>
  );
}
