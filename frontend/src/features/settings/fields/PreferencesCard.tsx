import { Paper, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  DEFAULT_HIDE_INDICES_REGEX,
  resetHideIndicesRegex,
  selectIndicesPreferences,
  setHideIndicesRegex,
  setTypeToConfirmDeletion,
} from '../../../preferences/indicesPreferences';
import {
  DEFAULT_HIDE_ATTRIBUTES_REGEX,
  resetHideAttributesRegex,
  selectHideAttributesRegex,
  setHideAttributesRegex,
} from '../../../preferences/nodesPreferences';
import {
  selectSearchPreferences,
  setLocalizeTimestamp,
} from '../../../preferences/searchPreferences';
import { selectCodeEditor, setVimMode } from '../../../components/CodeEditor/codeEditorSlice';
import { FieldMaxLengthField } from './FieldMaxLengthField';
import { RegexField } from './RegexField';

/** The preference fields of the settings screen; each change is saved and applies at once. */
export function PreferencesCard() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { hideIndicesRegex, typeToConfirmDeletion } = useAppSelector(selectIndicesPreferences);
  const hideAttributesRegex = useAppSelector(selectHideAttributesRegex);
  const { localizeTimestamp } = useAppSelector(selectSearchPreferences);
  const { vimMode } = useAppSelector(selectCodeEditor);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-preferences">
      <Stack gap="md">
        <Title order={3} size="h4" id="settings-preferences">
          {t('settings.fields.title')}
        </Title>
        <RegexField
          label={t('settings.fields.hideIndices')}
          description={t('settings.fields.hideIndicesDescription')}
          value={hideIndicesRegex}
          defaultValue={DEFAULT_HIDE_INDICES_REGEX}
          onChange={(pattern) => dispatch(setHideIndicesRegex(pattern))}
          onReset={() => dispatch(resetHideIndicesRegex())}
        />
        <RegexField
          label={t('settings.fields.hideAttributes')}
          description={t('settings.fields.hideAttributesDescription')}
          value={hideAttributesRegex}
          defaultValue={DEFAULT_HIDE_ATTRIBUTES_REGEX}
          onChange={(pattern) => dispatch(setHideAttributesRegex(pattern))}
          onReset={() => dispatch(resetHideAttributesRegex())}
        />
        <FieldMaxLengthField />
        <Switch
          label={t('settings.fields.localizeTimestamp')}
          description={t('settings.fields.localizeTimestampDescription')}
          checked={localizeTimestamp}
          onChange={(event) => dispatch(setLocalizeTimestamp(event.currentTarget.checked))}
        />
        <Switch
          label={t('settings.fields.typeToConfirmDeletion')}
          description={t('settings.fields.typeToConfirmDeletionDescription')}
          checked={typeToConfirmDeletion}
          onChange={(event) => dispatch(setTypeToConfirmDeletion(event.currentTarget.checked))}
        />
        <Switch
          label={t('settings.fields.vimMode')}
          description={t('settings.fields.vimModeDescription')}
          checked={vimMode}
          onChange={(event) => dispatch(setVimMode(event.currentTarget.checked))}
        />
      </Stack>
    </Paper>
  );
}
