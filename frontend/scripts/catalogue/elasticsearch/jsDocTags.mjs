// The JSDoc tags the specification puts on declarations and members: `@availability`,
// `@deprecated`, `@aliases`, `@rest_spec_name`, `@doc_id`, `@variants`, ...
import ts from 'typescript';

function jsDocTags(node) {
  return ts.getJSDocTags(node).map((tag) => ({
    name: tag.tagName.text,
    text: (ts.getTextOfJSDocComment(tag.comment) ?? '').trim(),
  }));
}

export function tagText(node, name) {
  return jsDocTags(node).find((tag) => tag.name === name)?.text;
}

export function tagWords(node, name) {
  const text = tagText(node, name);
  return text === undefined ? undefined : text.split(/[\s,]+/).filter(Boolean);
}

/** False when the `@availability` tags name only serverless. */
export function availableOnStack(node) {
  const availability = jsDocTags(node).filter((tag) => tag.name === 'availability');
  return availability.length === 0 || availability.some((tag) => tag.text.startsWith('stack'));
}

export function sinceVersion(node) {
  for (const tag of jsDocTags(node)) {
    const since =
      tag.name === 'availability' && tag.text.startsWith('stack') && /since=(\S+)/.exec(tag.text);
    if (since) return since[1];
  }
  return undefined;
}

export function deprecatedVersion(node) {
  const words = tagWords(node, 'deprecated');
  return words && /^\d/.test(words[0] ?? '') ? words[0] : undefined;
}
