// The node.role letters with a tooltip listing what each letter means. A page holds a hundred
// of these, and a positioning tooltip component per row cost more than the rest of the row, so
// the tooltip here is mounted only while the letters are hovered or focused, placed under them.
import { useId, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import classes from './NodeCells.module.css';

interface RoleLettersProps {
  letters: string;
  /** One line per letter, e.g. 'd: data'. */
  lines: string[];
}

const GAP_PX = 6;

/** Where the tooltip goes: under the anchor, in page coordinates. */
export function tooltipPosition(anchor: DOMRect, scroll: { x: number; y: number }): CSSProperties {
  return { top: anchor.bottom + scroll.y + GAP_PX, left: anchor.left + scroll.x };
}

export function RoleLetters({ letters, lines }: RoleLettersProps) {
  const id = useId();
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const show = (element: HTMLElement) =>
    setPosition(tooltipPosition(element.getBoundingClientRect(), { x: window.scrollX, y: window.scrollY }));
  const hide = () => setPosition(null);
  return (
    <>
      <span
        className={classes.letters}
        tabIndex={0}
        aria-label={lines.join(', ')}
        aria-describedby={position ? id : undefined}
        onMouseEnter={(event) => show(event.currentTarget)}
        onFocus={(event) => show(event.currentTarget)}
        onMouseLeave={hide}
        onBlur={hide}
      >
        {letters}
      </span>
      {position &&
        createPortal(
          <div id={id} role="tooltip" className={classes.tooltip} style={position}>
            {lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
}
