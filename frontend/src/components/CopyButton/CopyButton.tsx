import { ActionIcon, Button, type MantineSize } from '@mantine/core';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { LabelTooltip } from '../HoverTooltip/LabelTooltip';
import { useCopyFeedback, type CopyStatus } from './useCopyFeedback';

interface CopyButtonProps {
  /** The text to copy, or a function producing it when clicked (for large values). */
  value: string | (() => string);
  /** Button text; defaults to 'Copy'. */
  label?: string;
  /** Only an icon, with the label as tooltip. */
  iconOnly?: boolean;
  size?: MantineSize;
  variant?: 'default' | 'light' | 'subtle' | 'outline' | 'filled';
}

const STATUS_COLOR: Record<CopyStatus, string | undefined> = {
  idle: undefined,
  copied: 'teal',
  failed: 'red',
};

/** Copies a text and shows 'Copied' (or 'Copy failed') for one second. */
export function CopyButton({
  value,
  label,
  iconOnly,
  size = 'xs',
  variant = 'default',
}: CopyButtonProps) {
  const { t } = useTranslation();
  const { status, copy } = useCopyFeedback();
  const idleLabel = label ?? t('components.copy.copy');
  const text = status === 'idle' ? idleLabel : t(`components.copy.${status}`);
  const icon = {
    idle: <IconCopy size={14} />,
    copied: <IconCheck size={14} />,
    failed: <IconX size={14} />,
  }[status];
  const onClick = () => void copy(typeof value === 'function' ? value() : value);

  if (iconOnly) {
    return (
      <LabelTooltip label={text} opened={status !== 'idle'}>
        <ActionIcon
          aria-label={text}
          size={size}
          variant={variant}
          color={STATUS_COLOR[status]}
          onClick={onClick}
        >
          {icon}
        </ActionIcon>
      </LabelTooltip>
    );
  }
  return (
    <Button
      size={size}
      variant={variant}
      color={STATUS_COLOR[status]}
      leftSection={icon}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
