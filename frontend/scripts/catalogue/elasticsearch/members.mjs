// The members of declarations and type literals: their names (aliases included), whether they
// are typed properties, and the values enum members stand for.
import ts from 'typescript';
import { tagWords } from './jsDocTags.mjs';

export function propertyName(member) {
  const name = member.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

/** Property and alias names of a member (`@aliases aggs` on `aggregations`). */
export function memberNames(member) {
  const name = propertyName(member);
  return name === undefined ? [] : [name, ...(tagWords(member, 'aliases') ?? [])];
}

export function isProperty(member) {
  return (
    (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) && Boolean(member.type)
  );
}

export function literalText(node) {
  return ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) ? node.literal.text : '';
}

export function literalMembers(property) {
  return property && ts.isTypeLiteralNode(property.type)
    ? property.type.members.filter(isProperty)
    : [];
}

/** Values an enum member stands for: its string value (or name) and its `@aliases`. */
export function enumValues(member) {
  const value =
    member.initializer && ts.isStringLiteral(member.initializer)
      ? member.initializer.text
      : propertyName(member);
  return [value, ...(tagWords(member, 'aliases') ?? [])];
}
