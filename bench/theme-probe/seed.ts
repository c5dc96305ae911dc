/** A stable number from a template's name, so that each template gets the same persons whatever the others. */
export const seedOf = (template: string) => [...template].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
