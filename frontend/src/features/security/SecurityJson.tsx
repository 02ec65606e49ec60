// The expanded row of a user, a role or another security entry: its JSON as the engine listed it,
// in the code viewer.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translate';
import { CodeViewer } from '../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../lib/json';

interface SecurityJsonProps {
  name: string;
  kind: 'user' | 'role';
  value: unknown;
}

export function SecurityJson({ name, kind, value }: SecurityJsonProps) {
  const { t } = useTranslation();
  const json = useMemo(() => stringifyJson(value, 2), [value]);
  return <CodeViewer value={json} height={280} label={t(`security.json.${kind}`, { name })} />;
}
