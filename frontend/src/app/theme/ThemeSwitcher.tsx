import { ActionIcon, Box } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { LabelTooltip } from '../../components/HoverTooltip/LabelTooltip';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { setThemePreference, systemPrefersDark, type ThemePreference } from './themeSlice';

const CHOICES: readonly { preference: ThemePreference; icon: Icon }[] = [
  { preference: 'light', icon: IconSun },
  { preference: 'dark', icon: IconMoon },
  { preference: 'auto', icon: IconDeviceDesktop },
];

/** Light, dark and auto (follows the operating system), for the header. */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.theme.preference);
  return (
    <Box role="group" aria-label={t('app.theme.label')}>
      <ActionIcon.Group>
        {CHOICES.map(({ preference, icon: ChoiceIcon }) => (
          <LabelTooltip key={preference} label={t(`app.theme.${preference}`)}>
            <ActionIcon
              variant={current === preference ? 'filled' : 'default'}
              size="md"
              aria-label={t(`app.theme.${preference}`)}
              aria-pressed={current === preference}
              onClick={() =>
                dispatch(setThemePreference({ preference, systemIsDark: systemPrefersDark() }))
              }
            >
              <ChoiceIcon size={16} stroke={1.6} />
            </ActionIcon>
          </LabelTooltip>
        ))}
      </ActionIcon.Group>
    </Box>
  );
}
