// Popups (menus, popovers) mounted when their button is first used. A mounted Mantine Menu or
// Popover sets state from its target's ref, so a screen with a toolbar of them commits twice
// before it paints, the second time after running every effect of the first. Until it is used,
// the button is rendered alone, with the attributes the popup gives it; the first click mounts
// the popup and is replayed on the popup's own button, focused first, so the popup opens, and
// gives the focus back when it closes, as if it had always been there. Mounting it at idle time
// instead would replace the button under a pointer pressed on it, and the click would be lost.
import {
  cloneElement,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** The button that opens the popup; it must accept a ref and an onClick. */
export type PopupTarget = ReactElement<{ ref?: Ref<HTMLElement>; onClick?: () => void }>;

/** What the target is shown in (an indicator, a tooltip), if anything. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the frame's child takes its props
export type PopupFrame = (target: ReactElement<any>) => ReactNode;

/** The keys that open a select's list from its input. */
const OPENING_KEYS: ReadonlySet<string> = new Set([
  'ArrowDown',
  'ArrowUp',
  'Enter',
  'NumpadEnter',
  'Space',
]);

/**
 * Whether the popup was used, the ref its target (alone, then the popup's) is held by, and the
 * handlers that mount it: a click, or a key that opens a select's list. The click or key is
 * replayed on the popup's own target once it is there.
 */
export function useMountOnUse() {
  const [used, setUsed] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  const key = useRef<KeyboardEventInit | null>(null);
  const holdElement = useCallback((node: HTMLElement | null) => {
    element.current = node;
  }, []);
  const onClick = useCallback(() => setUsed(true), []);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    if (!OPENING_KEYS.has(event.code)) return;
    event.preventDefault();
    key.current = { key: event.key, code: event.code };
    setUsed(true);
  }, []);
  useLayoutEffect(() => {
    const node = element.current;
    if (!used || !node) return;
    node.focus();
    if (key.current) {
      node.dispatchEvent(
        new window.KeyboardEvent('keydown', { ...key.current, bubbles: true, cancelable: true }),
      );
    } else {
      node.click();
    }
  }, [used]);
  return { used, holdElement, onClick, onKeyDown };
}

/** The target in its frame, if it has one. */
export function Framed({ frame, children }: { frame?: PopupFrame; children: ReactElement }) {
  return frame ? frame(children) : children;
}

interface TargetAloneProps {
  target: PopupTarget;
  popup: 'menu' | 'dialog';
  holdElement: (node: HTMLElement | null) => void;
  onClick: () => void;
  /** What a frame adds to its child (a tooltip's handlers), passed on as a popup target does. */
  [added: string]: unknown;
}

/** The target before the popup is there, with the attributes the popup would give it. */
export function TargetAlone({ target, popup, holdElement, ...passed }: TargetAloneProps) {
  return cloneElement(target, {
    ref: holdElement,
    'aria-haspopup': popup,
    'aria-expanded': false,
    ...passed,
  } as Record<string, unknown>);
}

/** A Mantine popup family: its root, its target and its dropdown, and what its target opens. */
export interface PopupParts<RootProps, DropdownProps> {
  Root: ComponentType<RootProps & { children: ReactNode }>;
  Target: ComponentType<{ ref: (node: HTMLElement | null) => void; children: ReactElement }>;
  Dropdown: ComponentType<DropdownProps & { children: ReactNode }>;
  popup: 'menu' | 'dialog';
}

export interface OnDemandProps<DropdownProps> {
  target: PopupTarget;
  frame?: PopupFrame;
  /** The dropdown's content. */
  children: ReactNode;
  /** The dropdown's own properties. */
  dropdownProps?: Omit<DropdownProps, 'children'>;
}

/** A popup of the family `parts` whose root, with `root`'s properties, mounts at first use. */
export function OnDemand<RootProps, DropdownProps>({
  parts: { Root, Target, Dropdown, popup },
  root,
  target,
  frame,
  children,
  dropdownProps,
}: OnDemandProps<DropdownProps> & {
  parts: PopupParts<RootProps, DropdownProps>;
  root: RootProps;
}) {
  const { used, holdElement, onClick } = useMountOnUse();
  if (!used) {
    return (
      <Framed frame={frame}>
        <TargetAlone target={target} popup={popup} holdElement={holdElement} onClick={onClick} />
      </Framed>
    );
  }
  return (
    <Root {...root}>
      <Framed frame={frame}>
        <Target ref={holdElement}>{target}</Target>
      </Framed>
      <Dropdown {...(dropdownProps as DropdownProps)}>{children}</Dropdown>
    </Root>
  );
}
