import { describe, expect, it } from 'vitest';
import { extractFromPath } from '../../../lib/extract/node/readers.ts';
import { untimed } from './helpers.ts';
import { hostileFiles, PROFILE_EMAIL, PROFILE_NAME } from './hostile-inputs.ts';

// How long each takes and how much memory it needs is measured by `npm run bench` (the hostile set).
// The time budget is lifted here: on a loaded machine it would cut a page short at a different place
// each run, and what is tested is what the reader keeps, not how fast it is.
describe('hostile pages end with the person on them', () => {
  const file = hostileFiles('html');
  const read = (name: string) => extractFromPath(file(name), untimed());

  it.each(['json-ld-25000-sameas', '5000-plain-links', '50mb-title', '200000-adjacent-inlines', '9mb-inline-script'])(
    '%s',
    async (name) => {
      const { candidate } = await read(name);
      expect(candidate.name.full).toBe(PROFILE_NAME);
      expect(candidate.emails).toEqual([PROFILE_EMAIL]);
    },
  );

  it('reads the person of a JSON-LD block with 25,000 links, with a few of them', async () => {
    const { candidate } = await read('json-ld-25000-sameas');
    expect(candidate.sources.name).toBe('json-ld');
    expect(candidate.links.length).toBeLessThanOrEqual(5);
  });

  it("takes 10,000 mailto links for a directory, not the candidate's addresses", async () => {
    const { candidate, notes } = await read('10000-mailto-links');
    expect(candidate.emails).toEqual([PROFILE_EMAIL]);
    expect(notes).toContainEqual({ code: 'contact-directory' });
  });

  it('reads a microdata Person carrying __proto__ and constructor properties', async () => {
    const { candidate } = await read('microdata-proto');
    expect(candidate.name.full).toBe(PROFILE_NAME);
    expect(candidate.sources.name).toBe('microdata');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('says when a page was too large to be read whole', async () => {
    const { notes } = await read('200000-adjacent-inlines');
    expect(notes).toContainEqual({ code: 'page-cut' });
  });
});
