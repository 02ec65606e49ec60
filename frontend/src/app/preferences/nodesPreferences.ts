// The hide-node-attributes pattern. It belongs to the persisted 'nodes'
// area, owned by the nodes screen's slice; this module is the one way other features read and
// change it, so the pattern has a single source of truth and features do not import each other.
export {
  DEFAULT_HIDE_ATTRIBUTES_REGEX,
  resetHideAttributesRegex,
  setHideAttributesRegex,
} from '../../features/nodes/nodesSlice';

export function selectHideAttributesRegex(state: {
  nodes: { hideAttributesRegex: string };
}): string {
  return state.nodes.hideAttributesRegex;
}
