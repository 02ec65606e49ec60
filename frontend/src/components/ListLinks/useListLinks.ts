// Links in a long list as plain anchors. react-router's Link resolves its path and sets up its
// click handling for each link (a diagnosis naming 1,000 indices spent about 50 ms there); here
// the list resolves the base path once, each anchor carries its path, and one click handler on
// the list follows a plain click inside the app as Link would. A modified or middle click stays
// the browser's (a new tab or window).
import { useCallback, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

export interface ListLinks {
  /** The address of `to` (a path of the app) for an anchor's href. */
  href: (to: string) => string;
  /** The list's click handler: follows a plain click on an anchor made with `linkProps`. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The attribute that marks an anchor of the list with the app path it leads to. */
const PATH_ATTRIBUTE = 'data-app-path';

export function useListLinks(): ListLinks {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const href = useCallback((to: string) => `${base}${to}`, [base]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest(`a[${PATH_ATTRIBUTE}]`);
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      event.preventDefault();
      void navigate(anchor.getAttribute(PATH_ATTRIBUTE)!);
    },
    [navigate],
  );
  return { href, onClick };
}

/** The props of an anchor to `to` in a list that uses `links`. */
export function linkProps(links: ListLinks, to: string) {
  return { href: links.href(to), [PATH_ATTRIBUTE]: to };
}
