// Cells of the indices table (data spec 2.2). Cluster text is rendered as text only.
import { Fragment, useContext } from 'react';
import { ActionIcon, Anchor, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusDot } from '../../components/StatusDot/StatusDot';
import { formatCreated } from './created';
import { healthStatus } from './health';
import type { IndexRow } from './indexRows';
import { RowActionsMenu } from './RowActionsMenu';
import { searchPathFor } from './searchLink';
import { AliasesContext, useIndexRowEnvironment } from './tableContext';

interface CellProps {
  row: IndexRow;
}

/** The index name, a link to the search screen for it. */
export function NameCell({ row }: CellProps) {
  const { t } = useTranslation();
  const { clusterIndex } = useIndexRowEnvironment();
  return (
    <Anchor component={Link} to={searchPathFor(clusterIndex, row.index)} title={t('indices.searchHint')} size="sm">
      {row.index}
    </Anchor>
  );
}

export function HealthCell({ row }: CellProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <StatusDot status={healthStatus(row.health)} />
      <Text size="sm">{row.health}</Text>
    </Group>
  );
}

/** '[a, b]', each alias a link to the search screen for it; a spinner while aliases load. */
export function AliasesCell({ row }: CellProps) {
  const { t } = useTranslation();
  const aliases = useContext(AliasesContext);
  const { clusterIndex } = useIndexRowEnvironment();
  if (aliases === undefined) return <Loader size={12} aria-label={t('indices.aliasesLoading')} />;
  const names = aliases[row.index];
  if (!names || names.length === 0) return null;
  return (
    <Text size="sm" component="span">
      [
      {names.map((alias, position) => (
        <Fragment key={alias}>
          {position > 0 && ', '}
          <Anchor component={Link} to={searchPathFor(clusterIndex, alias)} title={t('indices.searchHint')} size="sm">
            {alias}
          </Anchor>
        </Fragment>
      ))}
      ]
    </Text>
  );
}

export function ShardsCell({ row }: CellProps) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('indices.shards.tooltip', { pri: row.pri, rep: row.rep })} withinPortal>
      <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
        {t('indices.shards.short', { pri: row.pri, rep: row.rep })}
      </Text>
    </Tooltip>
  );
}

export function CreatedCell({ row }: CellProps) {
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      {formatCreated(row.created)}
    </Text>
  );
}

/** The search button and the settings dropdown of a row. */
export function ActionsCell({ row }: CellProps) {
  const { t } = useTranslation();
  const { clusterIndex } = useIndexRowEnvironment();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        component={Link}
        to={searchPathFor(clusterIndex, row.index)}
        variant="subtle"
        aria-label={t('indices.row.search', { index: row.index })}
        title={t('indices.searchHint')}
      >
        <IconSearch size={16} />
      </ActionIcon>
      <RowActionsMenu row={row} />
    </Group>
  );
}
