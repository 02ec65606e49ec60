// The list of the path field's completion: its entries, each with what it says of itself, and a
// footer linking the documentation of the endpoint of the highlighted entry.
import { Anchor, Combobox, Group } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { useTranslation, type TFunction } from '../../../i18n/translate';
import type { Catalogue } from '../catalogue/catalogueTypes';
import type { PathOption } from '../catalogue/pathCompletion';
import { endpointDocsUrl } from '../../../engine/docsUrl';
import { engineProfile } from '../../../engine/profile';
import classes from './PathInput.module.css';

interface PathCompletionListProps {
  options: PathOption[];
  /** The prefix of the entries' element ids (the field names the selected one). */
  optionId: string;
  catalogue: Catalogue | null;
  version: string;
  /** The entry whose endpoint's documentation the footer links. */
  documented: PathOption | undefined;
  onAccept: (index: number) => void;
  onHighlight: (index: number) => void;
}

/** The dropdown of the path field's Combobox (rendered inside it). */
export function PathCompletionList({
  options,
  optionId,
  catalogue,
  version,
  documented,
  onAccept,
  onHighlight,
}: PathCompletionListProps) {
  const { t } = useTranslation();
  return (
    <Combobox.Dropdown hidden={options.length === 0}>
      {/* Focusable, so that the list can be scrolled with the keyboard too; the caret stays in
        the field, whose arrows move through the entries. */}
      <Combobox.Options
        mah={320}
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        aria-label={t('rest.completion.label')}
      >
        {/* Plain elements marked as the list's options (the list finds, selects and clicks
          them by their data-combobox-option mark): the entries change on most keys, and a
          Combobox.Option each is several components more per entry. */}
        {options.map((option, index) => (
          <div
            // By place: a new list rewrites the texts of the rows it keeps instead of building
            // them anew.
            key={index}
            id={`${optionId}-${index}`}
            role="option"
            data-combobox-option
            className={Combobox.classes.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onAccept(index)}
            onMouseEnter={() => onHighlight(index)}
          >
            <span className={classes.option}>
              <span className={classes.label}>{option.label}</span>
              <span className={classes.detail}>{optionDetail(option, t)}</span>
            </span>
          </div>
        ))}
      </Combobox.Options>
      {catalogue && documented?.docs && (
        <Combobox.Footer>
          {/* Kept from taking the focus, which would close the list before the click. */}
          <Anchor
            size="xs"
            href={endpointDocsUrl(documented.docs, engineProfile(catalogue.engine, version))}
            target="_blank"
            rel="noopener noreferrer"
            onMouseDown={(event) => event.preventDefault()}
          >
            <Group gap={4} component="span" wrap="nowrap">
              <IconBook size={14} aria-hidden />
              {t('rest.docs.endpoint', { endpoint: documented.detail ?? documented.label })}
            </Group>
          </Anchor>
        </Combobox.Footer>
      )}
    </Combobox.Dropdown>
  );
}

/**
 * What an entry says of itself: the endpoint the path leads to or the parameter's type, else its
 * kind (index, alias, data stream, parameter...).
 */
function optionDetail(option: PathOption, t: TFunction): string {
  if (option.detail === undefined) return t(`rest.completion.kind.${option.kind}`);
  return option.further ? t('rest.completion.leadsTo', { endpoint: option.detail }) : option.detail;
}
