// Reading the Elasticsearch specification's syntax: heritage clauses, property names, JSDoc tags,
// and its source files.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export function heritage(node: ts.InterfaceDeclaration | ts.ClassDeclaration): ts.ExpressionWithTypeArguments[] {
  return (node.heritageClauses ?? []).flatMap((clause) => [...clause.types]);
}

export function propName(name: ts.PropertyName | ts.DeclarationName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
}

export function jsDocTag(node: ts.Node, tag: string): string | undefined {
  for (const t of ts.getJSDocTags(node)) {
    if (t.tagName.text === tag) return typeof t.comment === 'string' ? t.comment.trim() : (ts.getTextOfJSDocComment(t.comment) ?? '').trim();
  }
  return undefined;
}

export function hasJsDocTag(node: ts.Node, tag: string): boolean {
  return ts.getJSDocTags(node).some((t) => t.tagName.text === tag);
}

export function listFiles(root: string, ext: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...listFiles(root, ext, rel));
    else if (entry.isFile() && entry.name.endsWith(ext)) out.push(rel);
  }
  return out;
}
