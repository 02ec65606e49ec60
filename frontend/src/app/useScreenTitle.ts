import { useDocumentTitle } from '@mantine/hooks';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/translate';
import { routeNameFromPath } from '../routing/paths';
import { pageTitle } from './screens';

/** Keeps the browser title at '{product} | {route name}'. */
export function useScreenTitle(): void {
  const { t } = useTranslation();
  const name = routeNameFromPath(useLocation().pathname);
  useDocumentTitle(pageTitle(t('app.name'), name ? t(`app.routes.${name}`) : null));
}
