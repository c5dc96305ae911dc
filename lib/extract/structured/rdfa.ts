import type { Budget } from '../budget.ts';
import { readNodes } from './microdata.ts';
import type { SchemaNode } from './schema-node.ts';
import { findPersons } from './schema-person.ts';

const stripPrefix = (name: string) => name.replace(/^.*[/#:]/, '');

/** Person nodes from RDFa Lite (`vocab` + `typeof` + `property`). */
export function rdfaPersons(doc: Document, budget: Budget): SchemaNode[] {
  const roots = readNodes(
    doc,
    budget,
    '[typeof]:not([property])',
    (el) => el.getAttribute('typeof'),
    (el) => (el.getAttribute('property') ?? '').split(/\s+/).filter(Boolean).map(stripPrefix),
  );
  return findPersons(roots);
}
