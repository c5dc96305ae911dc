import { asArray, isNode, typesOf, type SchemaNode } from './schema-node.ts';

// schema.org's school types: an `alumniOf` of one of these is a school, whatever the page calls it.
const SCHOOL_TYPES = new Set([
  'EducationalOrganization',
  'CollegeOrUniversity',
  'School',
  'HighSchool',
  'MiddleSchool',
  'ElementarySchool',
  'Preschool',
]);
const EMPLOYMENT = new Set(['EmployeeRole']);
const ROLE_TYPES = new Set(['Role', 'OrganizationRole', 'EmployeeRole', 'LinkRole', 'PerformanceRole']);

export const hasType = (node: unknown, types: Set<string>): boolean => isNode(node) && typesOf(node).some((t) => types.has(t));

/** An organisation a person belongs to, with the role they held in it (dates, role name) and whether that role is employment. */
export interface Membership {
  organisation: unknown;
  role: SchemaNode;
  employed: boolean;
}

/**
 * Reads a value of `worksFor` or `alumniOf` by schema.org's Role pattern: either a Role wrapping the
 * organisation under the same property (`alumniOf: {OrganizationRole, alumniOf: School, startDate}`),
 * or the organisation with the person's role in it (`member`, or `employee` for a job).
 */
export function membership(value: unknown, property: string): Membership {
  if (hasType(value, ROLE_TYPES) || (isNode(value) && isNode(asArray(value[property])[0]))) {
    const role = value as SchemaNode;
    const inner = asArray(role[property])[0] ?? role;
    return { organisation: inner, role, employed: hasType(role, EMPLOYMENT) };
  }
  if (!isNode(value)) return { organisation: value, role: {}, employed: false };
  const employee = asArray(value.employee).find(isNode);
  const member = asArray(value.member).find(isNode);
  return { organisation: value, role: employee ?? member ?? value, employed: !!employee || hasType(member, EMPLOYMENT) };
}

/** An `alumniOf` names a past employer, not a school, when the person's role there is employment and the organisation is no school. */
export function isFormerEmployer(m: Membership): boolean {
  return m.employed && !hasType(m.organisation, SCHOOL_TYPES);
}
