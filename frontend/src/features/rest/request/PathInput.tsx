// The path field of the request form, with completion from the engine's API catalogue: the
// endpoints that fit what is typed (for the method and the cluster's version), the cluster's
// names where a path part takes them (indices, templates, repositories, nodes), and after `?` the
// endpoint's parameters, after `=` their values. The list opens while typing or with Ctrl+Space;
// arrows move, Enter or Tab accepts, Esc closes. Enter with no entry chosen sends the request.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '../../../i18n/translate';
import type { Catalogue, PartKind } from '../catalogue/catalogueTypes';
import {
  matchEndpoints,
  pathCompletions,
  queryCompletions,
  type PathOption,
} from '../catalogue/endpoints';
import { PART_NAMES_KEPT_S, readsNames, usePartNamesQuery } from '../catalogue/partNames';

interface PathInputProps {
  value: string;
  method: string;
  /** null while the catalogue loads: the field works without completion meanwhile. */
  catalogue: Catalogue | null;
  /** The cluster's version, which hides what it lacks. */
  version: string;
  error?: string;
  onChange: (path: string) => void;
  onSend: () => void;
}

interface Completion {
  from: number;
  to: number;
  options: PathOption[];
}

/** At most this many entries show; typing narrows them. */
const SHOWN_OPTIONS = 100;

export function PathInput({
  value,
  method,
  catalogue,
  version,
  error,
  onChange,
  onSend,
}: PathInputProps) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const input = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState<number | null>(null);
  // The kind of names the caret's path part takes, read from the cluster.
  const namesKind = useMemo(
    () => complete(catalogue, version, method, value, cursor, null, undefined).wanted,
    [catalogue, version, method, value, cursor],
  );
  const names = usePartNamesQuery(namesKind ?? skipToken, {
    refetchOnMountOrArgChange: PART_NAMES_KEPT_S,
  }).data;
  /** Where the caret goes once an accepted entry is in the field. */
  const caretAfter = useRef<number | null>(null);

  const { completion } = useMemo(
    () => complete(catalogue, version, method, value, cursor, namesKind, names),
    [catalogue, version, method, value, cursor, namesKind, names],
  );
  useEffect(() => {
    const caret = caretAfter.current;
    if (caret === null || !input.current) return;
    caretAfter.current = null;
    input.current.setSelectionRange(caret, caret);
    setCursor(caret);
  }, [value]);

  const options = completion?.options.slice(0, SHOWN_OPTIONS) ?? [];
  const accept = (index: number) => {
    const option = options[index];
    if (!option || !completion) return;
    const next = value.slice(0, completion.from) + option.apply + value.slice(completion.to);
    caretAfter.current = completion.from + option.apply.length;
    onChange(next);
    combobox.closeDropdown();
  };
  const readCursor = () => setCursor(input.current?.selectionStart ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const chosen = combobox.dropdownOpened ? combobox.getSelectedOptionIndex() : -1;
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      readCursor();
      combobox.openDropdown();
    } else if (event.key === 'Tab' && chosen !== -1) {
      event.preventDefault();
      accept(chosen);
    } else if (event.key === 'Enter' && chosen === -1) {
      event.preventDefault();
      combobox.closeDropdown();
      onSend();
    }
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => accept(Number(index))}
      withinPortal
      position="bottom-start"
    >
      <Combobox.Target>
        <TextInput
          ref={input}
          style={{ flex: 1 }}
          aria-label={t('rest.form.path')}
          placeholder={t('rest.form.pathPlaceholder')}
          value={value}
          error={error}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setCursor(event.currentTarget.selectionStart);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') readCursor();
          }}
          onClick={readCursor}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        {/* Focusable, so that the list can be scrolled with the keyboard too; the caret stays in
            the field, whose arrows move through the entries. */}
        <Combobox.Options
          mah={320}
          style={{ overflowY: 'auto' }}
          tabIndex={0}
          aria-label={t('rest.completion.label')}
        >
          {options.map((option, index) => (
            <Combobox.Option value={String(index)} key={`${option.kind}:${option.label}`}>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm" ff="monospace">
                  {option.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {option.detail ?? t(`rest.completion.kind.${option.kind}`)}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * The completion at `cursor` in path `text` (null without one), and the kind of names it would
 * offer once they are read from the cluster.
 */
function complete(
  catalogue: Catalogue | null,
  version: string,
  method: string,
  text: string,
  cursor: number | null,
  namesKind: PartKind | null,
  names: readonly string[] | undefined,
): { completion: Completion | null; wanted: PartKind | null } {
  if (!catalogue || cursor === null) return { completion: null, wanted: null };
  let wanted: PartKind | null = null;
  const question = text.indexOf('?');
  if (question !== -1 && cursor > question) {
    const [match] = matchEndpoints(catalogue, version, method, text.slice(0, question));
    return {
      completion: withoutTyped(queryCompletions(catalogue, match ?? null, text, cursor), text),
      wanted,
    };
  }
  const namesOf = (kind: PartKind) => {
    if (!readsNames(kind)) return undefined;
    // Index names come with aliases and data streams: they win where a part takes several kinds.
    if (wanted !== 'indices') wanted = kind;
    return kind === namesKind ? names : undefined;
  };
  const completion = pathCompletions(catalogue, version, method, text, cursor, namesOf);
  return { completion: withoutTyped(completion, text), wanted };
}

/** Leaves out the entry that is exactly what is typed already. */
function withoutTyped(completion: Completion | null, text: string): Completion | null {
  if (!completion) return null;
  const typed = text.slice(completion.from, completion.to);
  return { ...completion, options: completion.options.filter((option) => option.apply !== typed) };
}
