// Cells of the indices table. Cluster text is rendered as text only. Plain
// elements and texts translated once per table (rowLabels) keep the rows cheap to mount.
import { Fragment, use } from 'react';
import { Loader } from '@mantine/core';
import { IconLock, IconSearch, IconTimeline } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../routing/paths';
import { IconLink } from '../../../components/PlainControls/plainButtons';
import { BreakableName } from '../../../components/BreakableName/BreakableName';
import { HoverTooltip } from '../../../components/HoverTooltip/HoverTooltip';
import { HealthDot } from '../../../components/StatusDot/StatusDot';
import { formatCreated } from './created';
import { healthStatus } from './indexRows';
import classes from './IndexCells.module.css';
import { isOpen, type IndexRow } from './indexRows';
import { RowActionsMenu } from './RowActionsMenu';
import { backingIndexStream } from '../../../engine/dataStreams';
import { AliasesContext, DataStreamNamesContext, useIndexRowEnvironment } from './tableContext';

interface CellProps {
  row: IndexRow;
}

/** A link to the search screen for an index or alias. */
function SearchLink({ name }: { name: string }) {
  const { clusterIndex, labels } = useIndexRowEnvironment();
  return (
    <Link
      to={paths.search(clusterIndex, { index: name })}
      title={labels.searchHint}
      className={classes.link}
    >
      <BreakableName name={name} />
    </Link>
  );
}

/**
 * The index name, a link to the search screen for it; a backing index also names its data stream,
 * a link to the data streams screen.
 */
export function NameCell({ row }: CellProps) {
  const streams = use(DataStreamNamesContext);
  const stream = streams.size > 0 ? backingIndexStream(row.index, streams) : null;
  if (stream === null) return <SearchLink name={row.index} />;
  return (
    <>
      <SearchLink name={row.index} />
      <StreamMark stream={stream} />
    </>
  );
}

function StreamMark({ stream }: { stream: string }) {
  const { clusterIndex, labels } = useIndexRowEnvironment();
  const label = labels.dataStream(stream);
  return (
    <Link
      to={paths.dataStreams(clusterIndex)}
      className={classes.stream}
      title={label}
      aria-label={label}
      data-stream-mark
    >
      <IconTimeline size={12} aria-hidden />
      <BreakableName name={stream} />
    </Link>
  );
}

export function HealthCell({ row }: CellProps) {
  const { labels } = useIndexRowEnvironment();
  const status = healthStatus(row.health);
  return (
    <span className={classes.health}>
      <HealthDot status={status} label={labels.health(status)} />
      {row.health}
    </span>
  );
}

/** 'open', or 'closed' with a lock; a closed index's whole row is tinted (IndexCells.module.css). */
export function StatusCell({ row }: CellProps) {
  const { labels } = useIndexRowEnvironment();
  if (isOpen(row)) return labels.status(row.status);
  return (
    <span className={classes.closed} data-closed-index>
      <IconLock size={14} aria-hidden />
      {labels.status(row.status)}
    </span>
  );
}

/** 'a, b', each alias a link to the search screen for it; a spinner while aliases load. */
export function AliasesCell({ row }: CellProps) {
  const aliases = use(AliasesContext);
  const { labels } = useIndexRowEnvironment();
  if (aliases === undefined) return <Loader size={12} aria-label={labels.aliasesLoading} />;
  const names = aliases[row.index];
  if (!names || names.length === 0) return null;
  return (
    <span>
      {names.map((alias, position) => (
        <Fragment key={alias}>
          {position > 0 && ', '}
          <SearchLink name={alias} />
        </Fragment>
      ))}
    </span>
  );
}

/** '{pri}p {rep}r' with the tooltip '{pri} primary / {rep} replica'. */
export function ShardsCell({ row }: CellProps) {
  const { labels } = useIndexRowEnvironment();
  const [pri, rep] = [String(row.parsedPri), String(row.parsedRep)];
  return (
    <HoverTooltip className={classes.nowrap} label={labels.shardsTooltip(pri, rep)}>
      {labels.shards(pri, rep)}
    </HoverTooltip>
  );
}

export function CreatedCell({ row }: CellProps) {
  return <span className={classes.nowrap}>{formatCreated(row.created)}</span>;
}

/** The search button and the settings dropdown of a row. */
export function ActionsCell({ row }: CellProps) {
  const { clusterIndex, labels } = useIndexRowEnvironment();
  return (
    <div className={classes.actions}>
      <IconLink
        to={paths.search(clusterIndex, { index: row.index })}
        aria-label={labels.search(row.index)}
        title={labels.searchHint}
      >
        <IconSearch size={16} />
      </IconLink>
      <RowActionsMenu row={row} />
    </div>
  );
}
