import { useMemo, useState } from 'react';
import {
  Button,
  CheckIcon,
  Combobox,
  Group,
  Input,
  InputBase,
  Text,
  useCombobox,
} from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { deselectAll, filterOptions, selectAll, selectedNamesText, toggleName } from './selection';

export interface IndexMultiSelectProps {
  /** The picked index names. */
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** Index names to pick from, loaded by the caller. */
  indexNames: readonly string[];
  label?: string;
  disabled?: boolean;
}

/** Options rendered at once; typing narrows the list to the rest. */
export const MAX_LISTED_OPTIONS = 300;

/**
 * The index multi-select: type-ahead (lower-case substring), 'Select all' and
 * 'Deselect all' (over the options the type-ahead shows), and the selection as names when
 * there are 3 or fewer, '{n} indices selected' otherwise.
 */
export function IndexMultiSelect({
  value,
  onChange,
  indexNames,
  label,
  disabled,
}: IndexMultiSelectProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => setQuery(''),
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const visible = useMemo(() => filterOptions(indexNames, query), [indexNames, query]);
  const selected = useMemo(() => new Set(value), [value]);
  const summary = selectedNamesText(value) ?? t('indexSelect.selected', { count: value.length });

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(name) => onChange(toggleName(value, name))}
    >
      <Combobox.Target>
        <InputBase
          component="button"
          type="button"
          size="xs"
          pointer
          label={label}
          aria-label={label ?? t('indexSelect.indices')}
          disabled={disabled}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          title={value.join(', ')}
        >
          {value.length > 0 ? (
            <Text size="xs" truncate="end" component="span">
              {summary}
            </Text>
          ) : (
            <Input.Placeholder>{t('indexSelect.none')}</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown miw={280}>
        <Combobox.Search
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('indexSelect.typeAhead')}
          aria-label={t('indexSelect.typeAhead')}
        />
        <Group gap="xs" p={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onChange(selectAll(indexNames, value, visible))}
          >
            {t('indexSelect.selectAll')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => onChange(deselectAll(value, visible))}
          >
            {t('indexSelect.deselectAll')}
          </Button>
        </Group>
        <OptionList names={visible} selected={selected} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

function OptionList({
  names,
  selected,
}: {
  names: readonly string[];
  selected: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const more = names.length - MAX_LISTED_OPTIONS;
  return (
    <Combobox.Options mah={300} style={{ overflowY: 'auto' }} aria-label={t('indexSelect.indices')}>
      {names.length === 0 && <Combobox.Empty>{t('indexSelect.noMatches')}</Combobox.Empty>}
      {names.slice(0, MAX_LISTED_OPTIONS).map((name) => (
        <Combobox.Option
          value={name}
          key={name}
          active={selected.has(name)}
          aria-selected={selected.has(name)}
        >
          <Group gap="xs" wrap="nowrap">
            <span style={{ width: 12, display: 'inline-flex' }}>
              {selected.has(name) && <CheckIcon size={12} />}
            </span>
            <Text size="sm" component="span">
              {name}
            </Text>
          </Group>
        </Combobox.Option>
      ))}
      {more > 0 && (
        <Text size="xs" c="dimmed" p={4}>
          {t('indexSelect.moreOptions', { count: more })}
        </Text>
      )}
    </Combobox.Options>
  );
}
