import { memo } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconStethoscope } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { IDLE_REQUEST_STATE, LOADING_REQUEST_STATE, requestStateFromError } from '../../api/errors';
import { useActiveCluster, useActiveClusterIndex } from '../../store/hooks';
import { paths } from '../../routing/paths';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { IndexFilter } from './query/IndexFilter';
import { QueryEditorPanel } from './query/QueryEditorPanel';
import { QueryStringField } from './query/QueryStringField';
import { SearchExamples } from './query/SearchExamples';
import { SearchResults } from './results/SearchResults';
import type { SearchView } from './view/searchView';
import { useOpenSearch } from './view/useOpenSearch';
import { useSearchController, type SearchController } from './view/useSearchController';
import { withIndices, withQ, withReset } from './view/viewTransitions';
import { PlainGroup, PlainStack, ScreenTitle } from '../../components/PlainControls/plainLayout';

interface SearchPageProps {
  clusterUuid: string;
  view: SearchView;
}

/**
 * The page of a view. Its screen renders again when the view is first put into the store (the
 * same view it read from storage): the page, and its results, do not.
 */
export const SearchPage = memo(function SearchPage({ clusterUuid, view }: SearchPageProps) {
  const { t } = useTranslation();
  const controller = useSearchController(clusterUuid);
  const { runner, update, updateAndRun } = controller;
  const active = useActiveCluster();
  useOpenSearch(controller);

  return (
    <PlainStack gap="sm">
      <ScreenTitle>{t('search.title')}</ScreenTitle>
      <PlainGroup align="flex-start" gap="md" wrap="wrap">
        <QueryStringField
          q={view.q}
          onChange={(q) => update((current) => withQ(current, q))}
          onSearch={runner.run}
          took={runner.response?.took}
          searching={runner.fetching}
        />
        <IndexFilter
          value={view.indices}
          onChange={(indices) => update((current) => withIndices(current, indices))}
        />
      </PlainGroup>
      <SearchExamples />
      <ProfileLink view={view} />
      <QueryEditorPanel
        shown={view.searchQueryCollapsed}
        onShownChange={(shown) => update(() => ({ searchQueryCollapsed: shown }))}
        text={view.searchQuery}
        onTextChange={(searchQuery) => update(() => ({ searchQuery }))}
        onRun={runner.run}
        onReset={() => update(withReset)}
      />
      <Results
        view={view}
        controller={controller}
        uri={active?.uri}
        onResetAndRun={() => updateAndRun(withReset)}
      />
    </PlainStack>
  );
});

/** Opens the search profiler on the view's indices and query. */
function ProfileLink({ view }: { view: SearchView }) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  const index = typeof view.indices === 'string' ? view.indices : view.indices.join(',');
  const to = paths.diagnostics(clusterIndex, { view: 'profiler', index, query: view.searchQuery });
  return (
    <PlainGroup>
      <Button
        component={Link}
        to={to}
        size="xs"
        variant="default"
        leftSection={<IconStethoscope size={14} />}
      >
        {t('search.profileQuery')}
      </Button>
    </PlainGroup>
  );
}

interface ResultsProps {
  view: SearchView;
  controller: SearchController;
  uri?: string;
  onResetAndRun: () => void;
}

/** The invalid-query warning, the request's state with the reset-query button, or the results. */
function Results({ view, controller, uri, onResetAndRun }: ResultsProps) {
  const { t } = useTranslation();
  const { runner } = controller;
  if (runner.invalidQuery) {
    return (
      <Alert color="yellow" icon={<IconAlertTriangle />} role="alert">
        {t('search.invalidQuery')}
      </Alert>
    );
  }
  // Until the first answer the table waits behind the progress bars rather than saying that
  // nothing was found; later searches keep the last results on screen while they run.
  const firstAnswer = !runner.started || (runner.fetching && !runner.response);
  const state = runner.error
    ? requestStateFromError(runner.error)
    : firstAnswer
      ? LOADING_REQUEST_STATE
      : IDLE_REQUEST_STATE;
  const reset = (
    <Group mt="xs">
      <Button size="xs" color="green" onClick={onResetAndRun}>
        {t('search.customize.reset')}
      </Button>
    </Group>
  );
  return (
    <LoaderStatus state={state} uri={uri} errorArea={reset}>
      {!firstAnswer && <SearchResults view={view} controller={controller} />}
    </LoaderStatus>
  );
}
