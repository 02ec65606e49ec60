import { ActionIcon, Group, Menu, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { LabelTooltip } from '../../components/HoverTooltip/LabelTooltip';
import { OnDemandMenu } from '../../components/OnDemandPopup/OnDemandMenu';
import { LANGUAGES, LANGUAGE_NAMES, htmlLang, type Language } from '../../i18n/languages';
import { setLanguage } from '../../i18n/languageSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Flag } from './flags';

/** Language menu with flags. A new language takes effect by reloading the page. */
export function LanguageSwitcher({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.language.lang);

  const choose = (language: Language) => {
    if (language === current) return;
    // The store writes the choice to local storage while dispatching, before the reload.
    dispatch(setLanguage(language));
    reload();
  };

  return (
    <OnDemandMenu
      position="bottom-end"
      withinPortal
      frame={(target) => <LabelTooltip label={t('app.language.label')}>{target}</LabelTooltip>}
      target={
        <ActionIcon variant="default" size="md" aria-label={t('app.language.label')}>
          <Flag language={current} />
        </ActionIcon>
      }
    >
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          lang={htmlLang(language)}
          onClick={() => choose(language)}
          aria-current={language === current ? 'true' : undefined}
        >
          <Group gap="xs" wrap="nowrap">
            <Flag language={language} />
            <Text size="sm" fw={language === current ? 600 : 400}>
              {LANGUAGE_NAMES[language]}
            </Text>
          </Group>
        </Menu.Item>
      ))}
    </OnDemandMenu>
  );
}
