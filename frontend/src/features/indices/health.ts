import type { HealthStatus } from '../../components/StatusDot/StatusDot';

const KNOWN: readonly string[] = ['green', 'yellow', 'red'];

/** The dot of an index health value; anything unexpected is 'unknown'. */
export function healthStatus(health: string): HealthStatus {
  return KNOWN.includes(health) ? (health as HealthStatus) : 'unknown';
}
