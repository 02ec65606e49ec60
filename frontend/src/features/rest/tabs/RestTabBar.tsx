// The query tab bar: select, add, close (asking first when the tab holds a
// request or an answer), and rename inline (double click or F2 on a tab; Enter keeps the new
// name, Escape drops it).
import { ActionIcon, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { LabelTooltip } from '../../../components/HoverTooltip/LabelTooltip';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { TabButton } from './TabButton';
import { tabHoldsWork } from './tabClose';
import type { StoredTab } from './tabs';
import type { RestTabs } from './useRestTabs';

/** The DOM id of a tab, for the tab list's aria-owns. */
const tabElementId = (id: number): string => `rest-tab-${id}`;

interface RestTabBarProps {
  tabs: RestTabs;
  activeId: number;
}

export function RestTabBar({ tabs, activeId }: RestTabBarProps) {
  const { t } = useTranslation();
  const list = tabs.tabs ?? [];
  const close = async (tab: StoredTab) => {
    const latest = tabs.get(tab.id) ?? tab;
    const asked =
      !tabHoldsWork(latest) ||
      (await confirm({
        title: t('rest.tabs.closeTitle'),
        message: t('rest.tabs.closeMessage', { label: latest.label }),
        confirmLabel: t('rest.tabs.closeConfirm'),
        danger: true,
      }));
    if (asked) await tabs.remove(tab.id);
  };
  return (
    <Group
      gap={4}
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {/* The tab list owns the tabs only; each tab's close button sits beside it, outside. */}
      <div
        role="tablist"
        aria-label={t('rest.tabs.label')}
        aria-owns={list.map((tab) => tabElementId(tab.id)).join(' ')}
      />
      <Group gap={4} wrap="wrap">
        {list.map((tab) => (
          <TabButton
            key={tab.id}
            id={tabElementId(tab.id)}
            label={tab.label}
            active={tab.id === activeId}
            closable={list.length > 1}
            onSelect={() => tabs.select(tab.id)}
            onRename={(label) => tabs.rename(tab.id, label)}
            onClose={() => void close(tab)}
          />
        ))}
      </Group>
      <LabelTooltip label={t('rest.tabs.add')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('rest.tabs.add')}
          onClick={() => void tabs.add()}
        >
          <IconPlus size={16} />
        </ActionIcon>
      </LabelTooltip>
    </Group>
  );
}
