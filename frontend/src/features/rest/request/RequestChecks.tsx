// The warnings about the request line, under it: an unknown endpoint (with the nearest one and a
// button that writes it in), a method the path does not take, unknown or deprecated parameters, a
// deprecated endpoint. They follow the path once typing pauses, so a path half typed is not
// flagged; nothing is blocked (plugins add endpoints and parameters).
import { Button, Group, List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { Catalogue } from '../catalogue/catalogueTypes';
import { requestChecks, type RequestCheck } from '../catalogue/checks';
import { withSuggestion } from './suggestion';

/** How long (ms) typing pauses before the request line is checked. */
const CHECK_DELAY_MS = 400;

interface RequestChecksProps {
  /** null while it loads: nothing is checked meanwhile. */
  catalogue: Catalogue | null;
  version: string;
  method: string;
  path: string;
  onChangePath: (path: string) => void;
}

export function RequestChecks({
  catalogue,
  version,
  method,
  path,
  onChangePath,
}: RequestChecksProps) {
  const { t } = useTranslation();
  const line = `${method} ${path}`;
  const [checkedLine] = useDebouncedValue(line, CHECK_DELAY_MS);
  const checks = useMemo(() => {
    const space = checkedLine.indexOf(' ');
    const checkedPath = checkedLine.slice(space + 1);
    if (!catalogue || checkedPath.trim() === '') return [];
    return requestChecks(catalogue, version, checkedLine.slice(0, space), checkedPath);
  }, [catalogue, version, checkedLine]);
  if (checks.length === 0) return null;
  return (
    <List
      size="xs"
      spacing={2}
      aria-label={t('rest.check.label')}
      data-testid="rest-request-checks"
      icon={<IconAlertTriangle size={14} color="var(--mantine-color-orange-text)" aria-hidden />}
      styles={{ itemWrapper: { alignItems: 'center' } }}
    >
      {checks.map((check) => (
        <List.Item key={`${check.code} ${Object.values(check.values).join(' ')}`}>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs">{checkMessage(t, check)}</Text>
            {'suggestion' in check.values && checkedLine === line && (
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => onChangePath(withSuggestion(path, check))}
              >
                {t('rest.check.use', { suggestion: check.values.suggestion })}
              </Button>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function checkMessage(t: Translate, { code, values }: RequestCheck): string {
  if (code === 'deprecatedParam' && values.version === '') {
    return t('rest.check.deprecatedParamUnversioned', values);
  }
  return t(`rest.check.${code}`, values);
}
