// The OpenSearch security plugin's tenants (the Dashboards spaces roles grant access to): GET
// _plugins/_security/api/tenants answers `{name: {description, reserved, hidden, static}}`.
// Read with care: a field of the wrong type is left empty, and nothing throws.
import { isRecord } from '../lib/storage';
import { byName, text } from './securityUsers';

export interface Tenant {
  name: string;
  description: string;
  /** Reserved or static: the plugin refuses to change or delete it. */
  reserved: boolean;
  static: boolean;
  hidden: boolean;
}

/** The tenants of a GET tenants answer, sorted by name. */
export function readTenants(answer: unknown): Tenant[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, tenant]) => ({
      name,
      description: text(tenant.description),
      reserved: tenant.reserved === true,
      static: tenant.static === true,
      hidden: tenant.hidden === true,
    }))
    .sort(byName);
}
