// The index templates toolbar: heading and reload, the endpoint selector, the
// filter with its chip and the settings menu.
import { useTranslation } from '../../i18n/translate';
import type { TemplateEndpoint } from '../../api/operations/templates';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../components/ScreenToolbar/ScreenToolbar';
import { SettingsMenu, stickyHeaderSwitch } from '../../components/ScreenToolbar/SettingsMenu';
import { TEMPLATE_FILTER_COLUMNS } from './templateRows';
import { SegmentSwitch } from '../../components/SegmentSwitch/SegmentSwitch';

export interface TemplatesToolbarProps extends ListFilterProps, ListReloadProps {
  /** Endpoint choices; the selector shows only with more than one. */
  endpoints: readonly TemplateEndpoint[];
  endpoint: TemplateEndpoint;
  onEndpointChange: (endpoint: TemplateEndpoint) => void;
  showHidden: boolean;
  onShowHiddenChange: (show: boolean) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
}

export function TemplatesToolbar(props: TemplatesToolbarProps) {
  const { t } = useTranslation();
  return (
    <ScreenToolbar
      title={t('templates.title')}
      list={props}
      start={
        props.endpoints.length > 1 && (
          <SegmentSwitch
            size="xs"
            aria-label={t('templates.endpoint')}
            data={props.endpoints.map((value) => ({ value, label: value }))}
            value={props.endpoint}
            onChange={props.onEndpointChange}
          />
        )
      }
      filterColumns={TEMPLATE_FILTER_COLUMNS}
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
