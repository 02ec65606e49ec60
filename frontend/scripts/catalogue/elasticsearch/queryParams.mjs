// Query parameters: an endpoint's own (with those of the behaviours its request implements), the
// ones it deprecates, and those every endpoint takes.
import ts from 'typescript';
import { availableOnStack, deprecatedVersion } from './jsDocTags.mjs';
import { isProperty, literalMembers, memberNames } from './members.mjs';
import { sortedObject } from './sorting.mjs';
import { GLOBAL_PARAMS } from './specialDeclarations.mjs';

/** Query parameters of the request, including those of its behaviours (the cat APIs' ones). */
export function readParams(request, queryParameters, types) {
  const params = new Map();
  for (const behaviour of requestBehaviours(request, types)) {
    for (const member of behaviour.members.filter(isProperty)) addParam(params, member, types);
  }
  for (const member of literalMembers(queryParameters)) addParam(params, member, types);
  return sortedObject(params);
}

/** Parameter name -> the version that deprecated it, for the deprecated ones. */
export function readDeprecatedParams(request, queryParameters, types) {
  const deprecated = new Map();
  const members = [
    ...requestBehaviours(request, types).flatMap((behaviour) => behaviour.members),
    ...literalMembers(queryParameters),
  ];
  for (const member of members.filter(isProperty)) {
    const version = availableOnStack(member) && deprecatedVersion(member);
    if (!version) continue;
    for (const name of memberNames(member)) deprecated.set(name, version);
  }
  return sortedObject(deprecated);
}

function addParam(params, member, types) {
  if (!availableOnStack(member)) return;
  const type = types.paramType(member.type);
  for (const name of memberNames(member)) params.set(name, type);
}

/** Interfaces a request's base classes implement (CommonCatQueryParameters), except the global one. */
function requestBehaviours(request, types) {
  const found = [];
  const visit = (node) => {
    for (const clause of node.heritageClauses ?? []) {
      for (const base of clause.types) {
        const decl = types.resolve(base.expression.getText(), node.getSourceFile());
        if (!decl || decl.name === GLOBAL_PARAMS) continue;
        if (clause.token === ts.SyntaxKind.ImplementsKeyword) found.push(decl.node);
        else visit(decl.node);
      }
    }
  };
  visit(request);
  return found;
}

export function readGlobalParams(spec, types) {
  const decl = spec.byName.get(GLOBAL_PARAMS)?.[0];
  const params = new Map();
  for (const member of decl?.node.members.filter(isProperty) ?? []) addParam(params, member, types);
  return sortedObject(params);
}
