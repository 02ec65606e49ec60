// The node name in the nodes table: a button that opens the node's details. A plain element,
// since a page holds one per node.
import { useTranslation } from '../../../i18n/translate';
import type { DetailsNode } from './NodeDetailsDialog';
import classes from './NodeNameCell.module.css';

interface NodeNameCellProps {
  node: DetailsNode;
  onOpen: (node: DetailsNode) => void;
}

export function NodeNameCell({ node, onOpen }: NodeNameCellProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={classes.name}
      title={t('nodeDetails.open')}
      onClick={() => onOpen({ id: node.id, name: node.name })}
    >
      {node.name}
    </button>
  );
}
