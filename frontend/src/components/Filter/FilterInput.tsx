import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/translate';

/**
 * Delay between the last keystroke in a filter box and filtering. Filtering once costs little
 * (under 40 ms of work for 50,000 indices, most of it the table drawn again), so the rows follow
 * the typing: the delay only gathers a burst (a paste, a held key) into one filtering.
 */
export const FILTER_DEBOUNCE_MS = 50;

interface FilterInputProps {
  /** The applied filter; the box follows it when it changes elsewhere (a cleared chip). */
  value: string;
  /** Called FILTER_DEBOUNCE_MS after typing stops, and at once when cleared. */
  onChange: (value: string) => void;
  /** Filterable column names, listed in the hover title. */
  columns?: readonly string[];
  /**
   * The columns plain text searches, when fewer than `columns` (the others only with
   * 'column:value'); the hover title then names both.
   */
  textColumns?: readonly string[];
  /** Defaults to 'Filter'. */
  label?: string;
  placeholder?: string;
}

function columnsHint(
  t: TFunction,
  columns: readonly string[],
  textColumns?: readonly string[],
): string {
  if (!textColumns) return t('components.filter.columnsHint', { columns: columns.join(', ') });
  return t('components.filter.textAndColumnsHint', {
    text: textColumns.join(', '),
    columns: columns.join(', '),
  });
}

/** The table filter box: search icon, Esc clears, debounced. */
export function FilterInput({
  value,
  onChange,
  columns,
  textColumns,
  label,
  placeholder,
}: FilterInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  const debounced = useDebouncedCallback(onChange, FILTER_DEBOUNCE_MS);

  // The filter was changed from outside (cleared from the chip, restored from settings).
  if (value !== appliedValue) {
    setAppliedValue(value);
    setText(value);
  }

  const clear = () => {
    debounced.cancel();
    setText('');
    if (value !== '') onChange('');
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.currentTarget.value);
    debounced(event.currentTarget.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') clear();
  };

  return (
    <TextInput
      variant="default"
      size="xs"
      aria-label={label ?? t('components.filter.label')}
      // The screen's filter: '/' anywhere on the screen moves the cursor here.
      data-screen-filter
      placeholder={placeholder ?? label ?? t('components.filter.label')}
      title={columns?.length ? columnsHint(t, columns, textColumns) : undefined}
      leftSection={<IconSearch size={14} />}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={t('components.filter.clear')} onClick={clear} />
        ) : null
      }
      value={text}
      onChange={onInput}
      onKeyDown={onKeyDown}
    />
  );
}
