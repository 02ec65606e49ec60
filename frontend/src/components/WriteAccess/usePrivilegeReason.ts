// Whether the connected user holds what a write needs, for the buttons that offer it: the
// user's privileges are asked once per connected cluster (api/privilegesApi); a write they lack
// is disabled in place, its reason naming the missing privilege, instead of being refused with a
// 403 after the click. A cluster without security, or one that refuses the question, changes
// nothing: every write stays offered.
import { useCallback } from 'react';
import { usePrivilegesQuery } from '../../api/privilegesApi';
import {
  missingPrivilege,
  privilegeTerm,
  type PrivilegeNeed,
  type Privileges,
} from '../../engine/privileges';
import { useEngine } from '../../engine/useEngine';
import { useTranslation } from '../../i18n/translate';

export type { PrivilegeNeed } from '../../engine/privileges';

/**
 * The connected user's privileges; null while unknown, without security or when refused. `asked`
 * false leaves them unasked (a button that names no need).
 */
export function usePrivileges(asked = true): Privileges | null {
  const { security } = useEngine();
  const query = usePrivilegesQuery(undefined, { skip: !asked || security === 'none' });
  return query.data ?? null;
}

/**
 * Why the user may not make a write that needs a given need (null: may, or no need named).
 * `asked` false leaves the privileges unasked.
 */
export function usePrivilegeReasons(
  asked = true,
): (need: PrivilegeNeed | null | undefined) => string | null {
  const { t } = useTranslation();
  const privileges = usePrivileges(asked);
  return useCallback(
    (need) => {
      if (!need || privileges === null) return null;
      const missing = missingPrivilege(privileges, need);
      if (missing === null) return null;
      const kind = privilegeTerm(privileges);
      return 'index' in need
        ? t(`components.writeAccess.missingIndex${kind}`, { privilege: missing, index: need.index })
        : t(`components.writeAccess.missing${kind}`, { privilege: missing });
    },
    [t, privileges],
  );
}

/** Why the user may not make a write that needs `need` (null: may, or no need named). */
export function usePrivilegeReason(need: PrivilegeNeed | null | undefined): string | null {
  return usePrivilegeReasons(Boolean(need))(need);
}

/** The first reason of `reasons` that says why a write is not offered; null when none does. */
export function firstReason(...reasons: (string | null)[]): string | null {
  return reasons.find((reason) => reason !== null) ?? null;
}
