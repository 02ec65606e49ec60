import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Group, Notification, Progress, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { CopyButton } from '../CopyButton/CopyButton';
import { remainingPercent } from './countdown';
import { dismissNotification, type ShownNotification } from './notificationStore';
import { useCountdown } from './useCountdown';

/** What wraps a notification's own content: gives it the app's router, for links. */
export type NotificationScope = ComponentType<{ children: ReactNode }>;

interface NotificationCardProps {
  notification: ShownNotification;
  scope?: NotificationScope;
}

// Mantine greys a notification's body (gray 6 / dark 2: below 4.5:1); the body is the message.
const DESCRIPTION_STYLES = { description: { color: 'var(--mantine-color-text)' } };

/** One notification: title, body, its content, Copy response, Close and the countdown bar. */
export function NotificationCard({ notification, scope: Scope }: NotificationCardProps) {
  const { t } = useTranslation();
  const { id, color, timeout, title, body, copyableText, content } = notification;
  const [hovered, setHovered] = useState(false);
  const close = useCallback(() => dismissNotification(id), [id]);
  const remaining = useCountdown(timeout, hovered, close);

  return (
    <Notification
      role="status"
      color={color}
      title={title}
      withCloseButton={false}
      withBorder
      styles={DESCRIPTION_STYLES}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {body && (
        <ScrollArea.Autosize mah={240}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {body}
          </Text>
        </ScrollArea.Autosize>
      )}
      {content !== undefined && (Scope ? <Scope>{content}</Scope> : content)}
      <Group justify="flex-end" gap="xs" mt="xs">
        {copyableText !== undefined && (
          <CopyButton
            value={copyableText}
            label={t('components.notifications.copyResponse')}
            variant="subtle"
          />
        )}
        <Button size="xs" variant="subtle" onClick={close}>
          {t('components.notifications.close')}
        </Button>
      </Group>
      {timeout > 0 && (
        <Progress
          mt="xs"
          size="xs"
          color={color}
          value={remainingPercent(remaining, timeout)}
          transitionDuration={100}
          aria-label={t('components.notifications.timeLeft')}
        />
      )}
    </Notification>
  );
}
