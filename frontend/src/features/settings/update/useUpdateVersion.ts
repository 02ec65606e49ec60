// The newer version on offer, checked once per page load.
import { useEffect, useState } from 'react';
import { APP_VERSION } from '../../../lib/buildInfo';
import { readBootData } from '../../../lib/bootData';
import { installationUuid } from './installationUuid';
import { detectPlatform } from './platform';
import { checkForUpdate } from './updateCheck';

let check: Promise<string | null> | null = null;

function updateOnOffer(): Promise<string | null> {
  check ??= checkForUpdate({
    fetch: (input, init) => fetch(input, init),
    config: readBootData()?.config,
    baseUri: document.baseURI,
    version: APP_VERSION,
    platform: detectPlatform(navigator),
    installationUuid: () => installationUuid(localStorage),
  });
  return check;
}

export function useUpdateVersion(): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void updateOnOffer().then((offered) => {
      if (current) setVersion(offered);
    });
    return () => {
      current = false;
    };
  }, []);
  return version;
}
