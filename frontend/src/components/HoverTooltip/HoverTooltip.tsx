// A text with a tooltip that exists only while the text is hovered or focused, placed under it.
// Table cells use it: a positioning tooltip component in every row of a long table costs more
// to mount than the rest of the row.
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import classes from './HoverTooltip.module.css';

export const GAP_PX = 6;

/** Under the anchor, in page coordinates. */
export function tooltipPosition(
  anchor: Pick<DOMRect, 'bottom' | 'left'>,
  scroll: { x: number; y: number },
): CSSProperties {
  return { top: anchor.bottom + scroll.y + GAP_PX, left: anchor.left + scroll.x };
}

interface HoverTooltipProps {
  /** The tooltip's content. */
  label: ReactNode;
  children: ReactNode;
  /** Classes of the hovered text, beside the help cursor. */
  className?: string;
  /** Accessible name of the hovered text, when its own text says too little. */
  ariaLabel?: string;
}

export function HoverTooltip({ label, children, className, ariaLabel }: HoverTooltipProps) {
  const id = useId();
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const show = (element: HTMLElement) =>
    setPosition(
      tooltipPosition(element.getBoundingClientRect(), { x: window.scrollX, y: window.scrollY }),
    );
  const hide = () => setPosition(null);
  return (
    <>
      <span
        className={className ? `${classes.anchor} ${className}` : classes.anchor}
        tabIndex={0}
        aria-label={ariaLabel}
        aria-describedby={position ? id : undefined}
        onMouseEnter={(event) => show(event.currentTarget)}
        onFocus={(event) => show(event.currentTarget)}
        onMouseLeave={hide}
        onBlur={hide}
      >
        {children}
      </span>
      {position &&
        createPortal(
          <div id={id} role="tooltip" className={classes.tooltip} style={position}>
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
