import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Progress, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import type { RequestState } from '../../api/types';
import { CopyButton } from '../CopyButton/CopyButton';
import { FirstLoadContext } from './firstLoad';

interface LoaderStatusProps {
  state: RequestState;
  /** The cluster address named in the network-error text. */
  uri?: string;
  /** Extra content under an API error (a hint, a retry button). */
  errorArea?: ReactNode;
  children?: ReactNode;
}

/**
 * The content of a screen part that loads from the cluster: the error when the
 * last call failed (an API error by the cluster's reason and its cause), otherwise the children, framed by progress bars while a call runs.
 */
export function LoaderStatus({ state, uri, errorArea, children }: LoaderStatusProps) {
  const { t } = useTranslation();
  if (!state.loading && state.networkError) {
    const message = t('components.loaderStatus.networkError');
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        <Text size="sm">{message}</Text>
        {uri && <ClusterLink uri={uri} />}
        <Group mt="xs">
          <CopyButton
            value={uri ? `${message} ${uri}` : message}
            label={t('components.loaderStatus.copyError')}
          />
        </Group>
      </Alert>
    );
  }
  if (!state.loading && state.apiError) {
    // The reason in words; the whole answer is what 'Copy error' copies.
    const reason = state.apiErrorReason;
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {t('components.loaderStatus.apiError', {
            message: reason?.reason ?? state.apiErrorMessage,
          })}
        </Text>
        {reason?.cause && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {t('components.loaderStatus.causedBy', { cause: reason.cause })}
          </Text>
        )}
        <Group mt="xs">
          <CopyButton
            value={state.apiErrorMessage}
            label={t('components.loaderStatus.copyError')}
          />
        </Group>
        {errorArea}
      </Alert>
    );
  }
  // One shape loading or not: the children stay mounted when the answer arrives (a table is
  // not built twice, and what the user typed or focused in it stays).
  const busy = t('components.loaderStatus.loading');
  return (
    <>
      {state.loading && <BusyBar label={busy} mb="xs" />}
      <FirstLoadContext value={state.loading}>{children}</FirstLoadContext>
      {state.loading && <BusyBar label={busy} mt="xs" />}
    </>
  );
}

// Only http(s) addresses become links: a stored uri is never trusted to be one.
function ClusterLink({ uri }: { uri: string }) {
  if (!/^https?:\/\//i.test(uri)) return <Text size="sm">{uri}</Text>;
  return (
    <Anchor size="sm" href={uri} target="_blank" rel="noopener noreferrer">
      {uri}
    </Anchor>
  );
}

// Mantine has no indeterminate bar; a full animated striped bar reads as "working".
function BusyBar({ label, ...margin }: { label: string; mt?: 'xs'; mb?: 'xs' }) {
  return <Progress value={100} striped animated size="xs" aria-label={label} {...margin} />;
}
