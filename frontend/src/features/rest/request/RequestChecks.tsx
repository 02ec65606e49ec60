// The warnings about the request line: an unknown endpoint (with the nearest one and a button
// that writes it in), a method the path does not take, unknown or deprecated parameters, a
// deprecated endpoint. Nothing is blocked (plugins add endpoints and parameters).
// They show once typing pauses, or at once when the request is sent, so a path half typed is not
// flagged; while the request line changes they are hidden. They sit on a line of their own under
// the request line whose height is always kept, so a warning coming or going never moves the
// editors: the line shows the first warning, and a button opens them all when there are more.
// The line is a polite live region: a warning is read out when it appears.
import { Button, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { OnDemandPopover } from '../../../components/OnDemandPopup/OnDemandPopover';
import { useTranslation } from '../../../i18n/translate';
import type { Catalogue } from '../catalogue/catalogueTypes';
import { requestChecks, type RequestCheck } from '../catalogue/checks';
import classes from './RequestChecks.module.css';
import { withSuggestion } from './suggestion';

/**
 * How long (ms) the request line must stay the same before it is checked. The path field hands
 * a typed path over once typing pauses (PathInput), so the checks come somewhat later after the
 * last key.
 */
export const CHECK_DELAY_MS = 600;

/** The height of the warnings' line, kept whether it shows a warning or none. */
export const CHECKS_LINE_HEIGHT = '1.5rem';

/** The request line as the checks compare it: "{method} {path}". */
export function requestLine(method: string, path: string): string {
  return `${method} ${path}`;
}

interface RequestChecksProps {
  /** null while it loads: nothing is checked meanwhile. */
  catalogue: Catalogue | null;
  version: string;
  method: string;
  path: string;
  /** The request line last sent (requestLine): checked at once, without waiting for a pause. */
  sentLine: string | null;
  onChangePath: (path: string) => void;
}

export function RequestChecks({
  catalogue,
  version,
  method,
  path,
  sentLine,
  onChangePath,
}: RequestChecksProps) {
  const { t } = useTranslation();
  const line = requestLine(method, path);
  const [settledLine] = useDebouncedValue(line, CHECK_DELAY_MS);
  const settled = settledLine === line || sentLine === line;
  const checks = useMemo(() => {
    if (!settled || !catalogue || path.trim() === '') return [];
    return requestChecks(catalogue, version, method, path);
  }, [settled, catalogue, version, method, path]);
  const use = (check: RequestCheck) => onChangePath(withSuggestion(path, check));
  return (
    <div
      role="status"
      className={classes.line}
      style={{ height: CHECKS_LINE_HEIGHT }}
      data-testid="rest-request-checks"
    >
      {checks.length > 0 && (
        <ul aria-label={t('rest.check.label')} className={classes.list}>
          <CheckItem check={checks[0]} onUse={use} truncate />
        </ul>
      )}
      {checks.length > 1 && (
        <OnDemandPopover
          position="bottom-start"
          shadow="md"
          withinPortal
          trapFocus
          returnFocus
          target={
            <Button size="compact-xs" variant="default" className={classes.all}>
              {t('rest.check.all', { number: checks.length })}
            </Button>
          }
        >
          <ul aria-label={t('rest.check.label')} className={classes.dropdownList}>
            {checks.map((check) => (
              <CheckItem key={checkKey(check)} check={check} onUse={use} />
            ))}
          </ul>
        </OnDemandPopover>
      )}
    </div>
  );
}

interface CheckItemProps {
  check: RequestCheck;
  onUse: (check: RequestCheck) => void;
  /** On the one-line strip: a long message is cut, whole in its tooltip. */
  truncate?: boolean;
}

function CheckItem({ check, onUse, truncate = false }: CheckItemProps) {
  const { t } = useTranslation();
  const message = checkMessage(t, check);
  return (
    <li className={classes.item}>
      <IconAlertTriangle
        size={14}
        color="var(--mantine-color-orange-text)"
        aria-hidden
        className={classes.icon}
      />
      <Text
        size="xs"
        className={classes.message}
        truncate={truncate ? 'end' : undefined}
        title={truncate ? message : undefined}
      >
        {message}
      </Text>
      {'suggestion' in check.values && (
        <Button
          size="compact-xs"
          variant="default"
          className={classes.icon}
          onClick={() => onUse(check)}
        >
          {t('rest.check.use', { suggestion: check.values.suggestion })}
        </Button>
      )}
    </li>
  );
}

function checkKey({ code, values }: RequestCheck): string {
  return `${code} ${Object.values(values).join(' ')}`;
}

type Translate = ReturnType<typeof useTranslation>['t'];

function checkMessage(t: Translate, { code, values }: RequestCheck): string {
  if (code === 'deprecatedParam' && values.version === '') {
    return t('rest.check.deprecatedParamUnversioned', values);
  }
  return t(`rest.check.${code}`, values);
}
