/** A schema.org node as JSON-LD, microdata and RDFa readers all produce it: properties to values. */
export type SchemaNode = { [property: string]: unknown };

/** Values read at most from one property: a person has a few jobs and profiles, not thousands. */
export const MAX_VALUES = 200;

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.slice(0, MAX_VALUES) : [value];
}

export function typesOf(node: SchemaNode): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, ''));
}

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
