import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

/** A coloured dot for a cluster or index health; the status is its accessible name. */
export function StatusDot({ status, loading = false, size = 10 }: StatusDotProps) {
  const { t } = useTranslation();
  const label = t(`components.statusDot.${status}`);
  if (loading) return <Loader size={size + 4} aria-label={t('components.statusDot.loading')} />;
  // A plain element: tables show one per row, and a styled component costs more to mount.
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      style={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', background: DOT_COLOR[status], flex: 'none' }}
    />
  );
}
