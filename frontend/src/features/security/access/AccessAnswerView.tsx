// The answer of the "why can't this user" view: the verdict, how it was reached, and the roles
// that grant it, come closest, or leave something out. Everything a cluster sent is text.
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import type { AccessAnswer, AnswerLine } from './accessAnswer';

const COLORS: Record<AccessAnswer['verdict'], string> = {
  allowed: 'green',
  denied: 'red',
  unknown: 'gray',
};

export function AccessAnswerView({ answer }: { answer: AccessAnswer }) {
  const { t } = useTranslation();
  const say = ({ key, values }: AnswerLine) => t(`security.access.${key}`, values);
  return (
    <Stack gap="sm">
      <Alert color={COLORS[answer.verdict]} title={say(answer.headline)} role="status">
        <Stack gap={4}>
          {answer.notes.map((line) => (
            <Text key={line.key} size="sm">
              {say(line)}
            </Text>
          ))}
        </Stack>
      </Alert>
      {answer.sections.map(({ name, lines }) => (
        <section key={name} aria-label={t(`security.access.sections.${name}`)}>
          <Title order={4}>{t(`security.access.sections.${name}`)}</Title>
          {name === 'impliedButDenied' && (
            <Text size="sm" c="dimmed">
              {t('security.access.es.impliedButDeniedNote')}
            </Text>
          )}
          <List size="sm" spacing={2}>
            {lines.map((line, at) => (
              <List.Item key={at}>{say(line)}</List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
