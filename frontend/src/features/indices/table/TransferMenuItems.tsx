// The row menu's links to the transfer screen for an open index: its documents out into a file,
// and a file's documents into it (not on a read-only cluster, which takes no writes).
import { Menu } from '@mantine/core';
import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../../i18n/translate';
import { paths } from '../../../routing/paths';
import { allowsWrites } from '../actions/indexGates';
import { useIndexRowEnvironment } from './tableContext';

export function TransferMenuItems({ index }: { index: string }) {
  const { t } = useTranslation();
  const { clusterIndex, gate } = useIndexRowEnvironment();
  return (
    <>
      <Menu.Item
        component={Link}
        to={paths.transfer(clusterIndex, { view: 'export', index })}
        leftSection={<IconFileExport size={14} />}
      >
        {t('transfer.export.links.rowExport')}
      </Menu.Item>
      {allowsWrites(gate) && (
        <Menu.Item
          component={Link}
          to={paths.transfer(clusterIndex, { view: 'import', index })}
          leftSection={<IconFileImport size={14} />}
        >
          {t('transfer.export.links.rowImport')}
        </Menu.Item>
      )}
    </>
  );
}
