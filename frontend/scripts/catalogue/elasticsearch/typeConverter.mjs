// Converts the specification's type nodes to the catalogue's type forms.
import ts from 'typescript';
import { resolveDeclaration } from './declarations.mjs';
import { availableOnStack, tagText } from './jsDocTags.mjs';
import { enumValues, isProperty, memberNames, propertyName } from './members.mjs';
import { sortedObject } from './sorting.mjs';
import { DICTIONARIES, EXTRA_KEYS, FIELD, GLOBAL_PARAMS } from './specialDeclarations.mjs';
import {
  LITERALS,
  NULL,
  alternatives,
  isContainer,
  isSimple,
  sameType,
  withoutLists,
} from './typeForms.mjs';
import { withNamedTypes } from './typeNames.mjs';

/**
 * Converts type nodes to catalogue types. Named types are first written as `{ $ref: key }` (key:
 * `file#Name`) and converted when first seen; `finish` keeps those the endpoints reach, gives
 * them their names and replaces the references.
 */
export class TypeConverter {
  constructor(spec) {
    this.spec = spec;
    this.defs = new Map();
    this.pending = [];
    this.queued = new Set();
    this.inlineAliases = new Map();
    this.aliasInProgress = new Set();
    this.instantiating = new Set();
  }

  /** The declaration `name` refers to in `source`. */
  resolve(name, source) {
    return resolveDeclaration(this.spec, name, source);
  }

  // --- conversion

  /** Converts a type node; `env` maps type parameter names to converted types. */
  convert(node, env) {
    const result = this.convertNode(node, env);
    return result === NULL ? 'any' : result;
  }

  convertNode(node, env) {
    switch (node.kind) {
      case ts.SyntaxKind.StringKeyword:
        return 'string';
      case ts.SyntaxKind.NumberKeyword:
        return 'number';
      case ts.SyntaxKind.BooleanKeyword:
        return 'boolean';
      case ts.SyntaxKind.NullKeyword:
        return NULL;
      case ts.SyntaxKind.LiteralType:
        return this.literal(node.literal);
      case ts.SyntaxKind.ArrayType:
        return { list: this.convert(node.elementType, env) };
      case ts.SyntaxKind.TupleType:
        return { list: this.union(node.elements, env) };
      case ts.SyntaxKind.UnionType:
        return this.union(node.types, env);
      case ts.SyntaxKind.ParenthesizedType:
        return this.convertNode(node.type, env);
      case ts.SyntaxKind.TypeLiteral:
        return { keys: this.objectKeys(node.members, env) };
      case ts.SyntaxKind.TypeReference:
        return this.reference(node, env);
      default:
        return 'any';
    }
  }

  literal(literal) {
    if (ts.isStringLiteral(literal)) return { enum: [literal.text] };
    if (literal.kind === ts.SyntaxKind.TrueKeyword) return { enum: ['true'] };
    if (literal.kind === ts.SyntaxKind.FalseKeyword) return { enum: ['false'] };
    if (literal.kind === ts.SyntaxKind.NullKeyword) return NULL;
    return 'number';
  }

  /** `A | B`: flattened, without null and duplicates; string literals merge into one enum. */
  union(nodes, env) {
    const options = [];
    const literals = [];
    const add = (type) => {
      if (type === NULL) return;
      if (type.oneOf) type.oneOf.forEach(add);
      else if (type.enum) {
        if (!literals.length) options.push(LITERALS);
        literals.push(...type.enum);
      } else if (!options.some((option) => sameType(option, type))) options.push(type);
    };
    nodes.forEach((node) => add(this.convertNode(node, env)));
    const merged = options.map((o) => (o === LITERALS ? { enum: [...new Set(literals)] } : o));
    if (merged.length === 0) return NULL;
    return merged.length === 1 ? merged[0] : { oneOf: merged };
  }

  reference(node, env) {
    if (ts.isQualifiedName(node.typeName)) return this.enumMember(node.typeName, node);
    const name = node.typeName.text;
    const args = node.typeArguments ?? [];
    if (env.has(name)) return env.get(name);
    if (name === 'Array' && args.length === 1) return { list: this.convert(args[0], env) };
    if (DICTIONARIES.has(name) && args.length === 2) return this.dictionary(args[0], args[1], env);
    if (name === 'UserDefinedValue') return 'any';
    const decl = this.resolve(name, node.getSourceFile());
    if (!decl) return 'any';
    if (decl.key === FIELD) return 'field';
    if (ts.isEnumDeclaration(decl.node)) return this.named(decl);
    if (ts.isTypeAliasDeclaration(decl.node)) return this.alias(decl, args, env);
    if (decl.node.typeParameters?.length) return this.instantiate(decl, args, env);
    return this.named(decl);
  }

  /** `Dictionary<Field, T>` names fields; other keys are the user's names. */
  dictionary(keyNode, valueNode, env) {
    const value = this.convert(valueNode, env);
    return this.convert(keyNode, env) === 'field' ? { fields: value } : { map: value };
  }

  /** `ScriptLanguage.painless` as a type: that one value. */
  enumMember(qualified, node) {
    const decl = this.resolve(qualified.left.getText(), node.getSourceFile());
    const member =
      decl && ts.isEnumDeclaration(decl.node)
        ? decl.node.members.find((m) => propertyName(m) === qualified.right.text)
        : undefined;
    return member ? { enum: enumValues(member) } : 'string';
  }

  /** A type alias is inlined when it stands for a primitive (or a list of one), else named. */
  alias(decl, args, env) {
    const params = decl.node.typeParameters ?? [];
    if (params.length) return this.convertNode(decl.node.type, this.bind(params, args, env));
    if (this.inlineAliases.has(decl.key)) return this.inlineAliases.get(decl.key);
    if (this.defs.has(decl.key) || this.aliasInProgress.has(decl.key)) return { $ref: decl.key };
    this.aliasInProgress.add(decl.key);
    const type = this.convertNode(decl.node.type, new Map());
    this.aliasInProgress.delete(decl.key);
    if (type === NULL || isSimple(type)) {
      this.inlineAliases.set(decl.key, type);
      return type;
    }
    this.defs.set(decl.key, { decl, type });
    return { $ref: decl.key };
  }

  /** A generic class used with type arguments is written out in place. */
  instantiate(decl, args, env) {
    if (this.instantiating.has(decl.key)) return 'any';
    this.instantiating.add(decl.key);
    const type = this.classType(decl, this.bind(decl.node.typeParameters, args, env));
    this.instantiating.delete(decl.key);
    return type;
  }

  bind(params, args, env) {
    return new Map(
      params.map((param, i) => [param.name.text, args[i] ? this.convert(args[i], env) : 'any']),
    );
  }

  named(decl) {
    if (!this.queued.has(decl.key)) {
      this.queued.add(decl.key);
      this.pending.push(decl);
    }
    return { $ref: decl.key };
  }

  /** Converts the declarations waiting for it (which may add more). */
  drain() {
    while (this.pending.length) {
      const decl = this.pending.shift();
      const type = ts.isEnumDeclaration(decl.node)
        ? { enum: [...new Set(decl.node.members.filter(availableOnStack).flatMap(enumValues))] }
        : this.classType(decl, this.bind(decl.node.typeParameters ?? [], [], new Map()));
      this.defs.set(decl.key, { decl, type });
    }
  }

  /** A class or interface: its keys and those it inherits, plus the shapes its tags describe. */
  classType(decl, env) {
    const keys = {};
    const extra = [];
    this.collectKeys(decl.node, env, keys, extra, new Set());
    let type = { keys: sortedObject(Object.entries(keys)) };
    if (isContainer(decl.node, Object.keys(keys))) type.one = true;
    if (extra.length) type = { oneOf: [type, ...extra] };
    const shortcut = tagText(decl.node, 'shortcut_property');
    if (shortcut && keys[shortcut])
      type = { oneOf: [...alternatives(type), ...alternatives(keys[shortcut])] };
    return type;
  }

  collectKeys(node, env, keys, extra, seen) {
    for (const clause of node.heritageClauses ?? []) {
      for (const base of clause.types) this.inherit(base, env, keys, extra, seen);
    }
    Object.assign(keys, this.objectKeys(node.members, env));
  }

  /** `extends Base<T>`, `implements OverloadOf<Base>`, `implements AdditionalProperty<K, V>`. */
  inherit(base, env, keys, extra, seen) {
    const name = base.expression.getText();
    const args = base.typeArguments ?? [];
    if (EXTRA_KEYS.has(name) && args.length === 2) {
      extra.push(this.dictionary(args[0], args[1], env));
      return;
    }
    const target = name === 'OverloadOf' && args.length === 1 ? args[0] : base;
    const targetName = name === 'OverloadOf' ? args[0]?.getText() : name;
    const decl = targetName && this.resolve(targetName.replace(/<.*/s, ''), base.getSourceFile());
    if (!decl || decl.name === GLOBAL_PARAMS || seen.has(decl.key)) return;
    if (!ts.isClassDeclaration(decl.node) && !ts.isInterfaceDeclaration(decl.node)) return;
    seen.add(decl.key);
    const baseEnv = this.bind(decl.node.typeParameters ?? [], target.typeArguments ?? [], env);
    this.collectKeys(decl.node, baseEnv, keys, extra, seen);
  }

  /** Keys of an object's properties (aliases included), with their types. */
  objectKeys(members, env) {
    const keys = {};
    for (const member of members.filter(isProperty)) {
      if (!availableOnStack(member)) continue;
      const type = this.convert(member.type, env);
      for (const name of memberNames(member)) keys[name] = type;
    }
    return sortedObject(Object.entries(keys));
  }

  /**
   * A query parameter's type. Lists are written comma-separated there, so `X[]` and `X | X[]`
   * are given as `X`.
   */
  paramType(node) {
    let type = this.convert(node, new Map());
    for (let depth = 0; depth < 5; depth++) {
      const def = type.$ref ? this.defs.get(type.$ref)?.type : type;
      const single = def?.list ?? (def?.oneOf && withoutLists(def.oneOf));
      if (!single) break;
      type = single;
    }
    return type;
  }

  /** Keeps the named types the catalogue reaches, names them and replaces the references. */
  finish(catalogue) {
    this.drain();
    return withNamedTypes(catalogue, this.defs);
  }
}
