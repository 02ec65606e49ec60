import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/translate';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the Tab key: hidden until focused, it moves focus to the main content past
 * the header. Focus is moved by hand: the page's <base href> would make '#id' load another URL.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('app.skipToContent')}
    </a>
  );
}
