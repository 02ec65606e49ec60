// Texts the list screens share, each under its screen's own keys: the question asked before an
// editor drops typed input, what a row's chevron says, and the words of a row's buttons.
import type { TFunction, TOptions, TranslationKey } from '../../i18n/translate';
import type { DataTableColumn } from '../DataTable/types';
import type { DiscardTexts } from '../FormDialog/useDiscardGuard';
import {
  deleteAction,
  editAction,
  rowActionsColumn,
  type ActionWords,
  type EditableRowActions,
} from './listCells';

/** The prefixes that hold `key` below them. */
type ScopeOf<Key extends string> = TranslationKey extends infer Each
  ? Each extends `${infer Scope}.${Key}`
    ? Scope
    : never
  : never;

/** A screen's texts with the four words of its discard question. */
export type DiscardScope = ScopeOf<'discard.title'> &
  ScopeOf<'discard.message'> &
  ScopeOf<'discard.confirm'> &
  ScopeOf<'discard.keepEditing'>;

/** A screen's texts with the words of a row's chevron. */
export type ToggleScope = ScopeOf<'expand'> & ScopeOf<'collapse'>;

/** The discard question under `scope`.discard. */
export function discardTexts(t: TFunction, scope: DiscardScope): DiscardTexts {
  // Every member of DiscardScope holds the four keys.
  const text = (key: keyof DiscardTexts) => t(`${scope}.discard.${key}` as TranslationKey);
  return {
    title: text('title'),
    message: text('message'),
    confirm: text('confirm'),
    keepEditing: text('keepEditing'),
  };
}

/** A screen's texts with the words of a row's Edit and Delete buttons. */
export type EditDeleteScope = ScopeOf<'edit.button'> &
  ScopeOf<'edit.buttonFor'> &
  ScopeOf<'delete.button'> &
  ScopeOf<'delete.buttonFor'>;

/**
 * The last column with a row's Edit and Delete buttons, worded under `scope`.edit and
 * `scope`.delete (`buttonFor` naming the row with `values`); a button without its handler is
 * left out.
 */
export function editDeleteColumn<Row>(
  t: TFunction,
  header: string,
  scope: EditDeleteScope,
  values: (row: Row) => TOptions,
  actions: Omit<EditableRowActions<Row>, 'isExpanded'>,
): DataTableColumn<Row> {
  // Every member of EditDeleteScope holds the four keys.
  const words = (button: 'edit' | 'delete', row: Row) =>
    actionWords(
      t,
      `${scope}.${button}.button` as TranslationKey,
      `${scope}.${button}.buttonFor` as TranslationKey,
      values(row),
    );
  return rowActionsColumn(header, (row) => [
    editAction(words('edit', row), row, actions.onEdit),
    deleteAction(words('delete', row), row, actions.onDelete),
  ]);
}

/** What the chevron of a row says: that it can be closed (open) or opened. */
export function toggleLabel(t: TFunction, scope: ToggleScope, open: boolean): string {
  return t(`${scope}.${open ? 'collapse' : 'expand'}` as TranslationKey);
}

/** A row button's words: `text` on it, `label` naming the row with `values`. */
export function actionWords(
  t: TFunction,
  text: TranslationKey,
  label: TranslationKey,
  values: TOptions,
): ActionWords {
  return { label: t(label, values), text: t(text) };
}
