// The label/value rows of the information and health cards, as a description list. Values come
// from the cluster and are rendered as text. Plain elements: see Dashboard.module.css.
import { useTranslation, type KeysUnder, type TranslationKey } from '../../i18n/translate';
import { StatusDot, type HealthStatus } from '../../components/StatusDot/StatusDot';
import type { CardRow, RowValue } from './cardRows';
import { formatCount } from './numbers';
import classes from './Dashboard.module.css';

type LabelGroup = 'home.info' | 'home.health' | 'home.disk';

interface KeyValueListProps<Group extends LabelGroup> {
  rows: CardRow<KeysUnder<Group>>[];
  /** The group of the rows' labels: their keys are below it. */
  labels: Group;
}

/** The key of a row's label: one below its group, so a key of the strings. */
function labelKey<Group extends LabelGroup>(group: Group, label: KeysUnder<Group>): TranslationKey {
  return `${group}.${label}` as TranslationKey;
}

export function KeyValueList<Group extends LabelGroup>({ rows, labels }: KeyValueListProps<Group>) {
  const { t } = useTranslation();
  return (
    <dl className={classes.list}>
      {rows.map((row) => (
        <div key={row.label} className={classes.row}>
          <dt className={classes.label}>{t(labelKey(labels, row.label))}</dt>
          <dd className={classes.value}>
            <Value value={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const HEALTH: readonly string[] = ['green', 'yellow', 'red'];

function Value({ value }: { value: RowValue }) {
  const { t, i18n } = useTranslation();
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'count':
      return formatCount(value.value, i18n.language);
    case 'boolean':
      return t(value.value ? 'home.values.yes' : 'home.values.no');
    case 'millis':
      return t('home.values.millis', { value: formatCount(value.value, i18n.language) });
    case 'status':
      return (
        <span className={classes.status}>
          {HEALTH.includes(value.status) && <StatusDot status={value.status as HealthStatus} />}
          {value.status}
        </span>
      );
  }
}
