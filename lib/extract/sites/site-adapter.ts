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
  /**
   * Selectors that tell a page of this site by its content when its address is not known (a saved
   * file without a canonical link): one match is enough.
   */
  recognise?: string[];
  /** The page title of this site's profiles (`Jane Doe | LinkedIn`), another sign of a saved page. */
  recogniseTitle?: RegExp;
  /** Where the site's relative links point when the page is a saved file (`https://www.linkedin.com`). */
  origin?: string;
  /**
   * Whether the page is first read by its structure (top card, sections by their headings, list
   * items as entries; see `profile-page.ts`), the selectors below filling what that leaves out.
   */
  readsStructure?: boolean;
  fields: {
    name?: string[];
    headline?: string[];
    location?: string[];
    summary?: string[];
    skills?: string[];
    languages?: string[];
    links?: string[];
    /** The member's handle, when the site's profile address is `<origin>/<handle>`. */
    username?: string[];
    experience?: EntrySelectors<'title' | 'company' | 'location' | 'dates'>;
    education?: EntrySelectors<'institution' | 'degree' | 'dates'>;
  };
}

export interface EntrySelectors<Field extends string> {
  /** Selector of one entry (one job, one school). */
  item: string[];
  fields: Partial<Record<Field, string[]>>;
}
