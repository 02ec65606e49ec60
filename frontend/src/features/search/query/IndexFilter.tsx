// The search's index filter: the shared pattern input / multi-select, over the
// cluster's index names and aliases.
import { Input } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { IndexSelectionInput } from '../../../components/IndexSelect/IndexSelectionInput';
import type { IndexSelection } from '../../../components/IndexSelect/selection';
import { useScreenQuery } from '../../../api/screenQuery';
import { SEARCH_INDEX_OPTIONS } from '../searchApi';

const NO_NAMES: string[] = [];

interface IndexFilterProps {
  value: string | string[];
  onChange: (indices: string | string[]) => void;
}

export function IndexFilter({ value, onChange }: IndexFilterProps) {
  const { t } = useTranslation();
  const options = useScreenQuery(SEARCH_INDEX_OPTIONS);
  return (
    <Input.Wrapper label={t('search.indices')} style={{ flex: 1, minWidth: 280 }}>
      <IndexSelectionInput
        value={value}
        onChange={(next: IndexSelection) => onChange(typeof next === 'string' ? next : [...next])}
        indexNames={options.data?.names ?? NO_NAMES}
        aliases={options.data?.aliases}
        loading={options.isLoading}
      />
    </Input.Wrapper>
  );
}
