// The search profiler: an index pattern and a query run with `"profile": true`, or a profile
// pasted from elsewhere; shown shard by shard, and against the previous run when asked. The
// address may bring the index and the query (the search screen's "Profile this query").
import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { CodeEditor } from '../../../components/CodeEditor/CodeEditor';
import { ErrorReason } from '../../../components/ErrorReason/ErrorReason';
import { SegmentSwitch } from '../../../components/SegmentSwitch/SegmentSwitch';
import { readSearchProfile, type SearchProfile } from '../../../engine/diagnostics/profileTree';
import { useTranslation } from '../../../i18n/translate';
import { DIAGNOSTICS_INDEX_PARAM, DIAGNOSTICS_QUERY_PARAM } from '../../../routing/screenPaths';
import { useProfileSearchMutation } from '../diagnosticsApi';
import { PastedProfile } from './PastedProfile';
import { ProfileDiffView } from './ProfileDiffView';
import { readQueryBody } from './profileFormat';
import { ProfileShards } from './ProfileShards';

const DEFAULT_QUERY = '{\n  "query": {\n    "match_all": {}\n  }\n}';

type Mode = 'run' | 'paste';

interface Runs {
  current: SearchProfile | null;
  previous: SearchProfile | null;
}

export function ProfilerView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>('run');
  const [index, setIndex] = useState(() => params.get(DIAGNOSTICS_INDEX_PARAM) ?? '');
  const [query, setQuery] = useState(() => params.get(DIAGNOSTICS_QUERY_PARAM) ?? DEFAULT_QUERY);
  const [compare, setCompare] = useState(false);
  const [runs, setRuns] = useState<Runs>({ current: null, previous: null });
  const [profile, state] = useProfileSearchMutation();
  const body = readQueryBody(query);

  const run = async () => {
    if (!body.ok) return;
    const answer = await profile({ index, body: body.body });
    if (!('data' in answer)) return;
    const read = readSearchProfile((answer.data as { profile?: unknown } | null)?.profile);
    setRuns((last) => ({ current: read, previous: last.current }));
  };

  return (
    <Stack gap="sm">
      <SegmentSwitch
        size="xs"
        aria-label={t('diagnostics.profiler.mode')}
        value={mode}
        onChange={setMode}
        data={[
          { value: 'run', label: t('diagnostics.profiler.runMode') },
          { value: 'paste', label: t('diagnostics.profiler.pasteMode') },
        ]}
      />
      {mode === 'paste' ? (
        <PastedProfile />
      ) : (
        <>
          <TextInput
            label={t('diagnostics.profiler.index')}
            placeholder={t('diagnostics.profiler.allIndices')}
            value={index}
            onChange={(event) => setIndex(event.currentTarget.value)}
            maw={420}
          />
          <CodeEditor
            value={query}
            onChange={setQuery}
            onSubmit={() => void run()}
            height={180}
            label={t('diagnostics.profiler.queryEditor')}
          />
          {!body.ok && (
            <Alert color="yellow" role="alert">
              {t(`diagnostics.profiler.queryError.${body.error}`)}
            </Alert>
          )}
          <Group gap="md">
            <Button onClick={() => void run()} disabled={!body.ok} loading={state.isLoading}>
              {t('diagnostics.profiler.run')}
            </Button>
            <Checkbox
              label={t('diagnostics.profiler.compare')}
              checked={compare}
              onChange={(event) => setCompare(event.currentTarget.checked)}
            />
          </Group>
          <ErrorReason error={state.error} refused />
          {compare && runs.current && !runs.previous && (
            <Alert color="blue" role="status">
              {t('diagnostics.profiler.compareWaits')}
            </Alert>
          )}
          {compare && runs.current && runs.previous ? (
            <ProfileDiffView before={runs.previous} after={runs.current} />
          ) : (
            runs.current && <ProfileShards profile={runs.current} />
          )}
          {state.isSuccess && runs.current === null && (
            <Alert color="yellow" role="alert">
              {t('diagnostics.profiler.noProfile')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
