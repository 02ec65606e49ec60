// Fixtures of the nodes tests.

/**
 * A row of GET _cat/nodes?format=json of an 8.15.3 node: its id, name, address, roles (the
 * node.role letters), `*` when it is the elected master, and the `usage` columns given.
 */
export function catNode(
  id: string,
  name: string,
  ip: string,
  roles: string,
  master: '*' | '-',
  usage: Record<string, string> = {},
) {
  return { id, name, ip, version: '8.15.3', 'node.role': roles, master, ...usage };
}
