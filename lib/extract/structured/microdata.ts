import type { Budget } from '../budget.ts';
import { cleanText } from '../heuristics/text.ts';
import { MAX_VALUES, type SchemaNode } from './schema-node.ts';
import { findPersons } from './schema-person.ts';

/** The value of a microdata/RDFa property element, by the rules of the element it is on. */
export function propertyValue(el: Element, budget: Budget): string {
  const tag = el.tagName.toLowerCase();
  const attr =
    el.getAttribute('content') ??
    (tag === 'a' || tag === 'link' || tag === 'area' ? el.getAttribute('href') : null) ??
    (tag === 'img' || tag === 'audio' || tag === 'video' || tag === 'source' ? el.getAttribute('src') : null) ??
    (tag === 'time' ? el.getAttribute('datetime') : null) ??
    (tag === 'data' || tag === 'meter' ? el.getAttribute('value') : null);
  return attr ?? cleanText((el.textContent ?? '').slice(0, budget.limits.maxTextNodeChars));
}

/**
 * Builds nested nodes from an attribute-based syntax. `scopeOf` says whether an element starts a
 * node (and its type); `propsOf` lists the property names an element carries.
 */
export function readNodes(
  doc: Document,
  budget: Budget,
  rootSelector: string,
  scopeOf: (el: Element) => string | null,
  propsOf: (el: Element) => string[],
): SchemaNode[] {
  let visited = 0;
  const build = (scope: Element, type: string, depth: number): SchemaNode => {
    // No prototype: a property named `__proto__` or `constructor` is data like any other.
    const node: SchemaNode = Object.create(null) as SchemaNode;
    node['@type'] = type;
    const walk = (el: Element, d: number) => {
      for (const child of el.children) {
        if (++visited > budget.limits.maxElements || d > budget.limits.maxDepth) {
          budget.note({ code: 'microdata-cut' });
          return;
        }
        const props = propsOf(child);
        const childType = scopeOf(child);
        const value = childType !== null ? build(child, childType, depth + 1) : props.length ? propertyValue(child, budget) : null;
        for (const prop of props) {
          const values = (node[prop] ??= []) as unknown[];
          if (values.length < MAX_VALUES) values.push(value);
        }
        if (childType === null) walk(child, d + 1);
      }
    };
    if (depth < 16) walk(scope, depth);
    return node;
  };
  return [...doc.querySelectorAll(rootSelector)].slice(0, 50).map((el) => build(el, scopeOf(el) ?? '', 0));
}

/** Person nodes from microdata (`itemscope itemtype=".../Person"`). */
export function microdataPersons(doc: Document, budget: Budget): SchemaNode[] {
  const roots = readNodes(
    doc,
    budget,
    '[itemscope]:not([itemprop])',
    (el) => (el.hasAttribute('itemscope') ? (el.getAttribute('itemtype') ?? '') : null),
    (el) => (el.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean),
  );
  return findPersons(roots);
}
