// Mantine's Modal, put in the page after the page's first frame. A closed Modal still renders its
// portal, its overlay and its content's transition, and renders them all again once the portal
// is in the page, before the browser paints: a screen with five dialogs paid for them in its
// opening.
import { useEffect, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * A Modal that joins the page one frame after its owner, closed, so that it still enters and
 * leaves with its transition. Opened before that, it shows at once.
 */
export function Dialog(props: ModalProps) {
  const [inPage, setInPage] = useState(props.opened);
  useEffect(() => {
    if (inPage) return;
    const frame = requestAnimationFrame(() => setInPage(true));
    return () => cancelAnimationFrame(frame);
  }, [inPage]);
  if (!inPage && !props.opened) return null;
  return <Modal {...props} />;
}
