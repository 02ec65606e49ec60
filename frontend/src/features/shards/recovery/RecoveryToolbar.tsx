// The shard recovery toolbar: heading and reload, a link back to the shards, the
// index filter with its counts, the stage select and the sticky-header setting.
import { Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import {
  ScreenToolbar,
  type ListFilterProps,
  type ListReloadProps,
} from '../../../components/ScreenToolbar/ScreenToolbar';
import { SettingsMenu, stickyHeaderSwitch } from '../../../components/ScreenToolbar/SettingsMenu';
import { RECOVERY_FILTER_COLUMNS, RECOVERY_STAGES } from './recoveryRows';
import { SmallLink } from '../../../components/PlainControls/plainLayout';

interface RecoveryToolbarProps extends ListFilterProps, ListReloadProps {
  shardsPath: string;
  stage: string | null;
  onStageChange: (stage: string | null) => void;
  stickyHeader: boolean;
  onStickyHeaderChange: (sticky: boolean) => void;
}

export function RecoveryToolbar(props: RecoveryToolbarProps) {
  const { t } = useTranslation();
  return (
    <ScreenToolbar
      title={t('shards.recovery.title')}
      list={props}
      start={<SmallLink to={props.shardsPath}>{t('shards.recovery.back')}</SmallLink>}
      filterColumns={RECOVERY_FILTER_COLUMNS}
      afterFilter={
        <Select
          size="xs"
          w={160}
          aria-label={t('shards.recovery.stage.label')}
          placeholder={t('shards.recovery.stage.placeholder')}
          data={[...RECOVERY_STAGES]}
          value={props.stage}
          onChange={props.onStageChange}
          clearable
        />
      }
      settings={
        <SettingsMenu
          label={t('components.tableSettings.title')}
          switches={[stickyHeaderSwitch(t, props.stickyHeader, props.onStickyHeaderChange)]}
        />
      }
    />
  );
}
