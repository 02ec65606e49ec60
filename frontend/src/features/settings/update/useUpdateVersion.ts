// The newer version on offer, checked once per page load.
import { useEffect, useState } from 'react';
import { APP_VERSION } from '../../../lib/buildInfo';
import { useAppSelector } from '../../../store/hooks';
import { selectUpdateHost } from '../../../store/runtimeConfig';
import { installationUuid } from './installationUuid';
import { detectPlatform } from './platform';
import { checkForUpdate } from './updateCheck';

/** The page's one check (a cache): every screen that asks shares its answer. */
let check: Promise<string | null> | null = null;

/** The server's configuration is read once at start-up, so one check serves the page. */
function updateOnOffer(host: string | null): Promise<string | null> {
  check ??= checkForUpdate({
    fetch: (input, init) => fetch(input, init),
    host,
    version: APP_VERSION,
    platform: detectPlatform(navigator),
    installationUuid: () => installationUuid(localStorage),
  });
  return check;
}

export function useUpdateVersion(): string | null {
  const host = useAppSelector(selectUpdateHost);
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void updateOnOffer(host).then((offered) => {
      if (current) setVersion(offered);
    });
    return () => {
      current = false;
    };
  }, [host]);
  return version;
}
