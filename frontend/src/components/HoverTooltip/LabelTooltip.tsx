// The name of an icon button, shown under it while it is hovered or focused. It mounts nothing
// until then: Mantine's Tooltip runs its positioning hooks in every render of every button it
// wraps, which for the header's dozen icon buttons was a tenth of the first screen's render.
import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { GAP_PX } from './HoverTooltip';
import classes from './HoverTooltip.module.css';

/**
 * The props the tooltip adds to its target; the target's own handlers still run. No click
 * handler: a menu's target passes the props it is given over its child's, and a click handler
 * there would replace the one that opens the menu.
 */
interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/**
 * Under the anchor, in page coordinates: from its left edge when it is in the left half of the
 * viewport, from its right edge otherwise, so a label near the page's edge never leaves it.
 */
export function labelPosition(
  anchor: Pick<DOMRect, 'bottom' | 'left' | 'right'>,
  viewport: { width: number; scrollX: number; scrollY: number },
): CSSProperties {
  const top = anchor.bottom + viewport.scrollY + GAP_PX;
  return anchor.left + anchor.right < viewport.width
    ? { top, left: anchor.left + viewport.scrollX }
    : { top, right: viewport.width - anchor.right - viewport.scrollX };
}

/** A handler that runs the target's own handler first, then the tooltip's. */
function after<E>(own: ((event: E) => void) | undefined, then: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    then(event);
  };
}

function positionUnder(element: HTMLElement): CSSProperties {
  return labelPosition(element.getBoundingClientRect(), {
    width: document.documentElement.clientWidth,
    scrollX: window.scrollX,
    scrollY: window.scrollY,
  });
}

interface LabelTooltipProps {
  label: ReactNode;
  /** One element that takes mouse and focus handlers (a button, a menu target). */
  children: ReactElement<TargetProps>;
  /** Shown whatever the pointer does (a copy button's "Copied" after a click). */
  opened?: boolean;
  /** Never shown (while the menu the target opens is open, say). */
  disabled?: boolean;
  /** A sentence or two, wrapped at 320 px, instead of a name on one line. */
  multiline?: boolean;
}

export function LabelTooltip({
  label,
  children,
  opened = false,
  disabled = false,
  multiline = false,
}: LabelTooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = anchor !== null && (hovered || opened) && !dismissed && !disabled;

  // Escape hides the label without moving the pointer or the focus (WCAG 1.4.13).
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  const show = (event: { currentTarget: HTMLElement }) => {
    setAnchor(event.currentTarget);
    setHovered(true);
    setDismissed(false);
  };
  const hide = () => setHovered(false);
  const own = children.props;
  const target = cloneElement(children, {
    onMouseEnter: after(own.onMouseEnter, show),
    onMouseLeave: after(own.onMouseLeave, hide),
    onFocus: after(own.onFocus, show),
    onBlur: after(own.onBlur, hide),
    'aria-describedby': shown ? id : own['aria-describedby'],
  });
  return (
    <>
      {target}
      {shown &&
        createPortal(
          <div
            id={id}
            role="tooltip"
            className={multiline ? `${classes.tooltip} ${classes.multiline}` : classes.tooltip}
            style={positionUnder(anchor)}
          >
            {label}
          </div>,
          document.body,
        )}
    </>
  );
}
