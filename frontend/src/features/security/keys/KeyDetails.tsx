// The expanded row of an API key: the key as the engine listed it, in the code viewer.
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { CodeViewer } from '../../../components/CodeEditor/CodeEditor';
import { stringifyJson } from '../../../lib/json';
import { keyName, type KeyRow } from './apiKeyColumns';

export function KeyDetails({ row }: { row: KeyRow }) {
  const { t } = useTranslation();
  const json = useMemo(() => {
    // The key as listed, without what the table adds to it.
    return stringifyJson({ ...row, status: undefined, own: undefined, updatable: undefined }, 2);
  }, [row]);
  return (
    <CodeViewer
      value={json}
      height={240}
      label={t('security.keys.details', { name: keyName(row) })}
    />
  );
}
