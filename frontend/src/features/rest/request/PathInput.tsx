// The path field of the request form, with completion from the engine's API catalogue: the
// endpoints that fit what is typed (for the method and the cluster's version), the cluster's
// names where a path part takes them (indices, aliases and data streams each tagged as such,
// templates, repositories, the snapshots of the repository typed before them, pipelines, tasks,
// policies, nodes), and after `?` the endpoint's
// parameters, after `=` their values. The list opens while typing or with Ctrl+Space, its first
// entry highlighted, as in Kibana's console: Tab or Enter accepts the highlighted entry, arrows
// move, Esc closes. Ctrl+Enter (Cmd+Enter) sends, and so does Enter with the list closed.
// The list's footer links the documentation of the endpoint the highlighted entry belongs to.
// A method typed or pasted before the path, as Kibana's console writes it ('GET _cat/indices'),
// sets the method; several console requests pasted open as the paste button opens them.
// The field holds typed text back from the form until typing pauses (lib/heldEdits.ts), so that a
// key redraws the field and its list, not the whole console.
import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from '../../../i18n/translate';
import { holdEdit, type HeldEdit } from '../../../lib/heldEdits';
import type { Catalogue } from '../catalogue/catalogueTypes';
import { PART_NAMES_KEPT_S, usePartNamesQuery } from '../catalogue/partNames';
import type { RestMethod } from '../restRequest';
import { complete } from './fieldCompletion';
import { PathCompletionList } from './PathCompletionList';
import { requestsFromPathPaste, splitRequestLine, type PastedRequests } from './paste';

interface PathInputProps {
  value: string;
  method: string;
  /** null while the catalogue loads: the field works without completion meanwhile. */
  catalogue: Catalogue | null;
  /** The cluster's version, which hides what it lacks. */
  version: string;
  error?: string;
  /** The path changed: at once for an accepted entry, else once typing pauses (see above). */
  onChange: (path: string) => void;
  /** Ctrl+Enter, or Enter with the list closed; the path is handed over first. */
  onSend: () => void;
  /** A method typed or pasted before the path. */
  onMethod: (method: RestMethod) => void;
  /** Console requests on several lines pasted into the field. */
  onPaste: (requests: PastedRequests) => void;
}

/** At most this many entries show; typing narrows them. */
const SHOWN_OPTIONS = 40;

/** How long typing must pause before the form gets the typed path. */
const HAND_OVER_DELAY_MS = 250;

export function PathInput({
  value: given,
  method,
  catalogue,
  version,
  error,
  onChange,
  onSend,
  onMethod,
  onPaste,
}: PathInputProps) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  // The completion list is mounted once the field is first focused (see Anchor).
  const [listUsed, setListUsed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const optionId = useId();
  const [cursor, setCursor] = useState<number | null>(null);
  // The text shown: what is typed, or a new path given by the form.
  const [value, setValue] = useState(given);
  const [lastGiven, setLastGiven] = useState(given);
  if (given !== lastGiven) {
    setLastGiven(given);
    setValue(given);
  }
  const typed = useRef(value);
  const handOver = useRef(onChange);
  const store = useRef(combobox);
  useLayoutEffect(() => {
    typed.current = value;
    handOver.current = onChange;
    store.current = combobox;
  });
  const held = useRef<HeldEdit | null>(null);
  useEffect(() => {
    const edit = holdEdit({
      delayMs: () => HAND_OVER_DELAY_MS,
      inside: (target) => input.current?.contains(target) ?? false,
      handOver: () => handOver.current(typed.current),
    });
    held.current = edit;
    return () => {
      held.current = null;
      edit.release();
    };
  }, []);
  const edit = (next: string) => {
    typed.current = next;
    setValue(next);
    held.current?.changed();
  };
  // The names the caret's path part takes, read from the cluster.
  const namesArg = useMemo(
    () => complete(catalogue, version, method, value, cursor, null, undefined).wanted,
    [catalogue, version, method, value, cursor],
  );
  // Those of this argument only: another repository's snapshots are not offered meanwhile.
  const names = usePartNamesQuery(namesArg ?? skipToken, {
    refetchOnMountOrArgChange: PART_NAMES_KEPT_S,
  }).currentData;
  /** Where the caret goes once an accepted entry is in the field. */
  const caretAfter = useRef<number | null>(null);

  const { completion } = useMemo(
    () => complete(catalogue, version, method, value, cursor, namesArg, names),
    [catalogue, version, method, value, cursor, namesArg, names],
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
    edit(next);
    held.current?.flush();
    combobox.closeDropdown();
  };
  const readCursor = () => setCursor(input.current?.selectionStart ?? null);
  // The entry the arrows or the mouse are on, whose endpoint's page the list's footer links.
  const [highlighted, setHighlighted] = useState(-1);
  // Each key typed and each new list highlights the first entry again.
  const opened = combobox.dropdownOpened;
  const shown = options.map((option) => option.apply).join('\n');
  // The entry the list has selected, named to screen readers as the field's active descendant:
  // the list itself names it only once an arrow key has moved.
  const [selected, setSelected] = useState(-1);
  useEffect(() => {
    if (!opened || shown === '') return;
    const selectFirst = () => {
      store.current.selectFirstOption();
      setSelected(store.current.getSelectedOptionIndex());
    };
    selectFirst();
    // A list that has just opened has its entries in the page a frame later.
    const frame = requestAnimationFrame(selectFirst);
    return () => cancelAnimationFrame(frame);
  }, [opened, shown, value]);
  const documented = options[highlighted]?.docs
    ? options[highlighted]
    : options.find((o) => o.docs);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // The list moves its selection on the same key: read it once it has.
      requestAnimationFrame(() => {
        setHighlighted(combobox.getSelectedOptionIndex());
        setSelected(combobox.getSelectedOptionIndex());
      });
    }
    const chosen = combobox.dropdownOpened ? combobox.getSelectedOptionIndex() : -1;
    if (event.key === ' ' && event.ctrlKey) {
      event.preventDefault();
      readCursor();
      combobox.openDropdown();
    } else if (event.key === 'Tab' && chosen !== -1) {
      event.preventDefault();
      accept(chosen);
    } else if (event.key === 'Enter' && (chosen === -1 || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      // The list must not take this Enter as well.
      combobox.resetSelectedOption();
      combobox.closeDropdown();
      held.current?.flush();
      onSend();
    }
  };

  return (
    <Combobox store={combobox} withinPortal position="bottom-start">
      <Combobox.DropdownTarget refProp="anchorRef">
        <Anchor anchored={listUsed}>
          <Combobox.EventsTarget
            aria-activedescendant={
              opened && selected >= 0 && selected < options.length
                ? `${optionId}-${selected}`
                : undefined
            }
          >
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
                const text = event.currentTarget.value;
                const caret = event.currentTarget.selectionStart;
                const line = splitRequestLine(text);
                if (line) {
                  onMethod(line.method);
                  caretAfter.current = Math.max(
                    0,
                    (caret ?? text.length) - (text.length - line.path.length),
                  );
                  edit(line.path);
                } else {
                  edit(text);
                  setCursor(caret);
                }
                combobox.openDropdown();
                setHighlighted(-1);
              }}
              onPaste={(event) => {
                const requests = requestsFromPathPaste(event.clipboardData.getData('text/plain'));
                if (!requests) return;
                event.preventDefault();
                held.current?.flush();
                combobox.closeDropdown();
                onPaste(requests);
              }}
              onKeyDown={onKeyDown}
              onKeyUp={(event) => {
                if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') readCursor();
              }}
              onClick={readCursor}
              onFocus={() => setListUsed(true)}
              onBlur={() => {
                held.current?.flush();
                combobox.closeDropdown();
              }}
            />
          </Combobox.EventsTarget>
        </Anchor>
      </Combobox.DropdownTarget>
      {listUsed && (
        <PathCompletionList
          options={options}
          optionId={optionId}
          catalogue={catalogue}
          version={version}
          documented={documented}
          onAccept={accept}
          onHighlight={setHighlighted}
        />
      )}
    </Combobox>
  );
}

interface AnchorProps {
  /** The list's positioning reference, given by Combobox.DropdownTarget. */
  anchorRef?: Ref<HTMLElement>;
  /** Whether the list is in use: until then the field is not its reference. */
  anchored: boolean;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** What the dropdown target adds to its child (a class), passed on. */
  [added: string]: unknown;
}

/**
 * Makes the field the list's positioning reference once the list is in use. Being that
 * reference sets state in the list's popover when the field mounts, which cost the console's
 * opening a second commit before its paint; the field itself stays the same element throughout,
 * so focus and caret are kept when the list joins.
 */
function Anchor({ anchorRef, anchored, children, ...passed }: AnchorProps) {
  return cloneElement(children, { ...passed, ref: anchored ? anchorRef : undefined });
}
