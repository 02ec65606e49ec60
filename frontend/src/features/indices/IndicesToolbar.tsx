// The indices screen's toolbar: heading, reload with auto-refresh, the links to
// the index templates, data streams, lifecycle policies and ingest pipelines, the health and
// lifecycle selects, the filter with its chip, the settings menu and 'New index'.

import { useTranslation } from '../../i18n/translate';
import { paths } from '../../routing/paths';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../components/ScreenToolbar/ScreenToolbar';
import { SettingsMenu, stickyHeaderSwitch } from '../../components/ScreenToolbar/SettingsMenu';
import { CreateButton } from '../../components/ListScreen/CreateButton';
import { ChoiceSelect } from '../../components/ChoiceSelect/ChoiceSelect';
import { INDEX_FILTER_COLUMNS, INDEX_TEXT_COLUMNS, type IndexHealth } from './table/indexFilter';
import type { ApiUnavailable } from '../../api/apiAvailability';
import type { LifecycleChoice } from './lifecycle/lifecycleRows';
import { LifecycleLinks } from './lifecycle/LifecycleLinks';
import { LifecycleSelect } from './lifecycle/LifecycleSelect';
import { SmallLink } from '../../components/PlainControls/plainLayout';

const HEALTHS: readonly IndexHealth[] = ['green', 'yellow', 'red'];

export interface IndicesToolbarProps extends ListFilterProps, ListReloadProps {
  /** No list has arrived yet. */
  firstLoad: boolean;
  /** The index templates screen; null hides the link (from major version 5 on). */
  templatesPath: string | null;
  /** The data streams screen; null hides the link (clusters without data streams). */
  dataStreamsPath: string | null;
  clusterIndex: number;
  /** Why the cluster offers no lifecycle management; the lifecycle link says so instead. */
  lifecycleUnavailable: ApiUnavailable | null;
  lifecycle: LifecycleChoice | null;
  onLifecycleChange: (choice: LifecycleChoice | null) => void;
  health: IndexHealth | null;
  onHealthChange: (health: IndexHealth | null) => void;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
  onNewIndex: () => void;
  /** Why writes are not offered (null when they are): 'New index' then explains itself. */
  writeReason: string | null;
}

export function IndicesToolbar(props: IndicesToolbarProps) {
  const { t } = useTranslation();
  return (
    <ScreenToolbar
      title={t('indices.title')}
      list={props}
      start={
        <>
          {props.templatesPath && (
            <SmallLink to={props.templatesPath}>{t('indices.templatesLink')}</SmallLink>
          )}
          {props.dataStreamsPath && (
            <SmallLink to={props.dataStreamsPath}>{t('indices.dataStreamsLink')}</SmallLink>
          )}
          <LifecycleLinks
            clusterIndex={props.clusterIndex}
            unavailable={props.lifecycleUnavailable}
          />
          <SmallLink to={paths.transfer(props.clusterIndex)}>{t('indices.transferLink')}</SmallLink>
        </>
      }
      countsPending={props.firstLoad}
      filterColumns={INDEX_FILTER_COLUMNS}
      filterTextColumns={INDEX_TEXT_COLUMNS}
      beforeFilter={
        <>
          <HealthSelect health={props.health} onHealthChange={props.onHealthChange} />
          {!props.lifecycleUnavailable && (
            <LifecycleSelect value={props.lifecycle} onChange={props.onLifecycleChange} />
          )}
        </>
      }
      settings={
        <SettingsMenu
          label={t('indices.settings.title')}
          switches={[
            {
              label: t('indices.settings.showHidden'),
              checked: props.showHidden,
              onChange: props.onShowHiddenChange,
            },
            stickyHeaderSwitch(t, props.stickyHeader, props.onStickyHeaderChange),
          ]}
        />
      }
      end={
        <CreateButton
          label={t('indices.newIndex.button')}
          onClick={props.onNewIndex}
          writeReason={props.writeReason}
        />
      }
    />
  );
}

function HealthSelect(props: Pick<IndicesToolbarProps, 'health' | 'onHealthChange'>) {
  const { t } = useTranslation();
  return (
    <ChoiceSelect
      w={140}
      label={t('indices.health.label')}
      placeholder={t('indices.health.placeholder')}
      choices={HEALTHS}
      labelOf={(health) => t(`indices.health.${health}`)}
      value={props.health}
      onChange={props.onHealthChange}
    />
  );
}
