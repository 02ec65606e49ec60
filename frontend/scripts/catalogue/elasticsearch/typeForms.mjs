// The catalogue's type forms (see ../README.md) as the converter builds them: the plain words,
// and what it asks of a converted type.
import { tagText } from './jsDocTags.mjs';
import { isProperty, memberNames } from './members.mjs';

const PRIMITIVES = new Set(['string', 'number', 'boolean', 'any', 'field']);
export const NULL = Symbol('null');
export const LITERALS = Symbol('literals');

/**
 * `@variants container`: exactly one key is set, unless other keys may go with it (its own
 * `@variant container_property` ones, or those it inherits, like a query's `boost`).
 */
export function isContainer(node, keys) {
  if (tagText(node, 'variants')?.split(/\s+/)[0] !== 'container') return false;
  const variants = new Set(
    node.members
      .filter((m) => isProperty(m) && tagText(m, 'variant') !== 'container_property')
      .flatMap(memberNames),
  );
  return keys.every((key) => variants.has(key));
}

export function alternatives(type) {
  return type.oneOf ?? [type];
}

export function isSimple(type) {
  return PRIMITIVES.has(type) || (type.list !== undefined && PRIMITIVES.has(type.list));
}

export function sameType(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** [X, {list: X}] -> X */
export function withoutLists(options) {
  const items = options.map((o) => o.list ?? o);
  return items.every((item) => sameType(item, items[0])) ? items[0] : undefined;
}
