// Index selection widgets shared by the search screen and the snapshot dialogs; the caller
// loads the cluster's index names (and, optionally, aliases) and owns the value:
// IndexPatternInput (pattern with a live match count), IndexMultiSelect
// (type-ahead pick list) and this switch between the two.
import { Group } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import type { AliasTargets } from './indexPattern';
import { IndexMultiSelect } from './IndexMultiSelect';
import { IndexPatternInput } from './IndexPatternInput';
import { isPatternSelection, switchSelectionMode, type IndexSelection } from './selection';
import { SegmentSwitch } from '../SegmentSwitch/SegmentSwitch';

export interface IndexSelectionInputProps {
  /** A pattern string, or the list of picked names. */
  value: IndexSelection;
  onChange: (selection: IndexSelection) => void;
  /** Index names of the cluster, loaded by the caller. */
  indexNames: readonly string[];
  /** Aliases and their indices, for the pattern's match count. */
  aliases?: AliasTargets;
  disabled?: boolean;
  /** The index names have not arrived yet. */
  loading?: boolean;
}

type Mode = 'pattern' | 'list';

/**
 * The index filter of the search screen and the new snapshot dialog:
 * a switch between the pattern input and the multi-select.
 */
export function IndexSelectionInput({
  value,
  onChange,
  indexNames,
  aliases,
  disabled,
  loading,
}: IndexSelectionInputProps) {
  const { t } = useTranslation();
  const mode: Mode = isPatternSelection(value) ? 'pattern' : 'list';
  const switchMode = (next: string) => {
    if (next !== mode) onChange(switchSelectionMode(value, indexNames, aliases));
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <SegmentSwitch
        size="xs"
        value={mode}
        onChange={switchMode}
        disabled={disabled}
        aria-label={t('indexSelect.mode')}
        data={[
          { value: 'pattern', label: t('indexSelect.patternMode') },
          { value: 'list', label: t('indexSelect.listMode') },
        ]}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        {isPatternSelection(value) ? (
          <IndexPatternInput
            value={value}
            onChange={onChange}
            indexNames={indexNames}
            aliases={aliases}
            disabled={disabled}
            loading={loading}
          />
        ) : (
          <IndexMultiSelect
            value={value}
            onChange={onChange}
            indexNames={indexNames}
            disabled={disabled}
          />
        )}
      </div>
    </Group>
  );
}
