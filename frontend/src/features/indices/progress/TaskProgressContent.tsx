// The content of a task's notification: the progress bar while it runs, the lines, the failures
// and the link to the task on the tasks screen. Cluster text shows as text only.
import { Anchor, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useInRouterContext } from 'react-router-dom';
import { renderMessage } from '../actions/actionMessages';
import type { ProgressView } from './progressView';
import { SmallLink } from '../../../components/PlainControls/plainLayout';

interface TaskProgressContentProps {
  view: ProgressView;
  /** The tasks screen pointed at the task. */
  taskHref: string;
}

/** The router's link keeps the base path; without a router (in isolation) a plain link. */
function TaskLink({ to, label }: { to: string; label: string }) {
  const routed = useInRouterContext();
  return routed ? (
    <SmallLink to={to}>{label}</SmallLink>
  ) : (
    <Anchor href={to} size="sm">
      {label}
    </Anchor>
  );
}

export function TaskProgressContent({ view, taskHref }: TaskProgressContentProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mt={4}>
      {!view.finished && (
        <Progress
          size="sm"
          value={view.percent ?? 100}
          animated={view.percent === null}
          striped={view.percent === null}
          aria-label={t('indices.progress.bar')}
        />
      )}
      {view.lines.map((line) => (
        <Text key={line.key} size="sm" style={{ wordBreak: 'break-word' }}>
          {renderMessage(t, line)}
        </Text>
      ))}
      {view.failures.length > 0 && (
        <Stack gap={2} component="ul" m={0} pl="md">
          {view.failures.map((failure, index) => (
            <Text key={index} component="li" size="xs" style={{ wordBreak: 'break-word' }}>
              {renderMessage(t, failure)}
            </Text>
          ))}
        </Stack>
      )}
      {view.linkToTask && <TaskLink to={taskHref} label={t('indices.progress.showInTasks')} />}
    </Stack>
  );
}
