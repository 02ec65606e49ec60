import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { DEFAULT_DOWNLOAD_NAME, downloadText, saveFile } from './download';
import { PlainButton } from '../PlainControls/plainButtons';

interface DownloadButtonProps {
  /** What to save: a string as it is, anything else as indented JSON (serialised on click). */
  data: unknown;
  fileName?: string;
  /** Defaults to 'Download'. */
  label?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm';
  variant?: 'default' | 'light' | 'subtle' | 'filled';
}

/** Saves `data` as a file named `fileName` (default 'file.txt'). */
export function DownloadButton(props: DownloadButtonProps) {
  const {
    data,
    fileName = DEFAULT_DOWNLOAD_NAME,
    label,
    disabled,
    size = 'xs',
    variant = 'default',
  } = props;
  const { t } = useTranslation();
  const onClick = () => saveFile(downloadText(data), fileName);
  return (
    <PlainButton
      size={size}
      variant={variant}
      leftSection={<IconDownload size={14} />}
      disabled={disabled}
      onClick={onClick}
    >
      {label ?? t('components.download.download')}
    </PlainButton>
  );
}
