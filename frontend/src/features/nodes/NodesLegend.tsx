// The legend under the nodes table: what each role icon means.
import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { ICON_ROLES, ROLE_ICONS } from './roleIcons';

export function NodesLegend() {
  const { t } = useTranslation();
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('nodes.legend.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ICON_ROLES.map((role) => {
        const { Icon, color } = ROLE_ICONS[role];
        return (
          <Group key={role} gap={4} wrap="nowrap" component="li">
            <Icon size={16} color={color} aria-hidden />
            <Text size="sm">{t(`nodes.legend.${role}`)}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
