// The form of the snapshot screens' dialogs (components/FormDialog/CallDialogForm), telling
// outcomes for the active cluster.
import {
  CallDialogForm,
  type CallDialogFormProps,
} from '../../../components/FormDialog/CallDialogForm';
import { useFeedback } from '../useFeedback';

export function SnapshotDialogForm(props: Omit<CallDialogFormProps, 'feedback'>) {
  return <CallDialogForm {...props} feedback={useFeedback()} />;
}
