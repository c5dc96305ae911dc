/**
 * A site adapter is data: which hosts it serves, which CSS selectors hold each field, and the
 * saved pages (under test/fixtures/extract/docs/sites/) it is tested against. Selectors are lists:
 * the first one that matches wins, so an adapter can carry old and new markup side by side.
 */
export interface SiteAdapter {
  /** Short name; fields it fills are sourced `site:<name>`. */
  name: string;
  hosts: RegExp;
  /** Only pages whose path matches are profiles (e.g. `/in/` on LinkedIn). */
  profilePath?: RegExp;
  /** Saved pages of this site, relative to test/fixtures/extract/docs/sites/. */
  fixtures: string[];
  fields: {
    name?: string[];
    headline?: string[];
    location?: string[];
    summary?: string[];
    skills?: string[];
    languages?: string[];
    links?: string[];
    experience?: EntrySelectors<'title' | 'company' | 'location' | 'dates'>;
    education?: EntrySelectors<'institution' | 'degree' | 'dates'>;
  };
}

export interface EntrySelectors<Field extends string> {
  /** Selector of one entry (one job, one school). */
  item: string[];
  fields: Partial<Record<Field, string[]>>;
}
