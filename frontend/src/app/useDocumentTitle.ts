import { useEffect } from 'react';
import { useTranslation } from '../i18n/translate';
import { useLocation } from 'react-router-dom';
import { routeNameFromPath } from '../routing/paths';
import { pageTitle } from './screens';

/** Keeps the browser title at '{product} | {route name}'. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const name = routeNameFromPath(useLocation().pathname);
  useEffect(() => {
    document.title = pageTitle(t('app.name'), name ? t(`app.routes.${name}`) : null);
  }, [t, name]);
}
