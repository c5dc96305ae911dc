import { describe, expect, it } from 'vitest';
import { DOCX_CUT_NOTE } from '../../../lib/extract/bounds/docx-allowance.ts';
import { extractFromPath } from '../../../lib/extract/node/readers.ts';
import { hostileFiles, PROFILE_EMAIL, PROFILE_NAME } from './hostile-inputs.ts';

// How long each takes and how much memory it needs is measured by `npm run bench` (the hostile set).
describe('hostile DOCX files end with the candidate or a plain message', () => {
  const file = hostileFiles('docx');

  it.each(['docx-bomb-1gb', 'docx-many-parts'])('refuses %s, which inflates past any CV', async (name) => {
    await expect(extractFromPath(file(name))).rejects.toMatchObject({ problem: { code: 'unpacks-too-large', format: 'docx' } });
  });

  it('reads the person at the top of a million paragraphs, and says the rest was not read', async () => {
    const { candidate, notes } = await extractFromPath(file('docx-many-paragraphs'));
    expect(candidate.name.full).toBe(PROFILE_NAME);
    expect(candidate.emails).toEqual([PROFILE_EMAIL]);
    expect(notes).toEqual([DOCX_CUT_NOTE]);
  });
});
