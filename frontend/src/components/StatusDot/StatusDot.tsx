import { Loader } from '@mantine/core';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/translate';

export type HealthStatus = 'green' | 'yellow' | 'red' | 'unknown';

const DOT_COLOR: Record<HealthStatus, string> = {
  green: 'var(--mantine-color-green-6)',
  yellow: 'var(--mantine-color-yellow-5)',
  red: 'var(--mantine-color-red-6)',
  unknown: 'var(--mantine-color-gray-5)',
};

interface StatusDotProps {
  status: HealthStatus;
  /** Shows a spinner instead of the dot while the status is being fetched. */
  loading?: boolean;
  size?: number;
}

// The four names, translated once per language: a table shows a dot in every row.
const labelsByLanguage = new WeakMap<TFunction, Record<HealthStatus, string>>();

/** The dot's accessible name ('Health: green'), translated once per language. */
export function statusLabel(t: TFunction, status: HealthStatus): string {
  let labels = labelsByLanguage.get(t);
  if (!labels) {
    labels = {
      green: t('components.statusDot.green'),
      yellow: t('components.statusDot.yellow'),
      red: t('components.statusDot.red'),
      unknown: t('components.statusDot.unknown'),
    };
    labelsByLanguage.set(t, labels);
  }
  return labels[status];
}

/** A coloured dot for a cluster or index health; the status is its accessible name. */
export function StatusDot({ status, loading = false, size = 10 }: StatusDotProps) {
  const { t } = useTranslation();
  if (loading) return <Loader size={size + 4} aria-label={t('components.statusDot.loading')} />;
  return <HealthDot status={status} label={statusLabel(t, status)} size={size} />;
}

interface HealthDotProps {
  status: HealthStatus;
  /** The accessible name, statusLabel(t, status); a table translates it once for every row. */
  label: string;
  size?: number;
}

/** The dot alone, named by its caller: a plain element, cheap to mount in every row of a table. */
export function HealthDot({ status, label, size = 10 }: HealthDotProps) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: DOT_COLOR[status],
        flex: 'none',
      }}
    />
  );
}
