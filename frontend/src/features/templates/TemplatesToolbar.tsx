// The index templates toolbar: heading and reload, the way back to Indices, the kind selector
// (each kind in words, its API under it), the filter with its chip, the settings menu, and the
// New button where templates can be written.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import { paths } from '../../routing/paths';
import { useActiveClusterIndex } from '../../store/hooks';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../components/ScreenToolbar/ScreenToolbar';
import { SettingsMenu, stickyHeaderSwitch } from '../../components/ScreenToolbar/SettingsMenu';
import { TEMPLATE_FILTER_COLUMNS } from './templateRows';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';
import { templateKind } from './templateEndpoint';
import { SmallLink } from '../../components/PlainControls/plainLayout';

export interface TemplatesToolbarProps extends ListFilterProps, ListReloadProps {
  /** Endpoint choices, in order; the selector shows only with more than one. */
  endpoints: readonly TemplateEndpoint[];
  endpoint: TemplateEndpoint;
  onEndpointChange: (endpoint: TemplateEndpoint) => void;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
  /** At the end of the toolbar: the New template button of the endpoint. */
  end?: ReactNode;
}

export function TemplatesToolbar(props: TemplatesToolbarProps) {
  const { t } = useTranslation();
  const clusterIndex = useActiveClusterIndex();
  return (
    <ScreenToolbar
      title={t('templates.title')}
      list={props}
      start={
        <>
          <SmallLink to={paths.indices(clusterIndex)}>{t('templates.indicesLink')}</SmallLink>
          {props.endpoints.length > 1 && (
            <SegmentSwitch
              size="xs"
              aria-label={t('templates.kind.label')}
              data={props.endpoints.map((value) => ({
                value,
                label: t(`templates.kind.${templateKind(value)}`),
                detail: value,
              }))}
              value={props.endpoint}
              onChange={props.onEndpointChange}
            />
          )}
        </>
      }
      filterColumns={TEMPLATE_FILTER_COLUMNS}
      end={props.end}
      settings={
        <SettingsMenu
          label={t('templates.settings')}
          switches={[
            {
              label: t('templates.showHidden'),
              checked: props.showHidden,
              onChange: props.onShowHiddenChange,
            },
            stickyHeaderSwitch(t, props.stickyHeader, props.onStickyHeaderChange),
          ]}
        />
      }
    />
  );
}
