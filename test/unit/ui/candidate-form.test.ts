import { describe, expect, it } from 'vitest';
import { emptyCandidate, type Candidate } from '../../../lib/extract/candidate';
import { candidateFromForm, formFromCandidate, missingFields } from '../../../lib/ui/candidate-form';
import { buildImportRequest } from '../../../lib/ui/import-request';

function camille(): Candidate {
  return {
    ...emptyCandidate(),
    name: { full: 'Camille Laurent', first: 'Camille', last: 'Laurent' },
    emails: ['camille.laurent@example.org', 'camille@perso.example'],
    phones: ['+33 6 39 98 12 45'],
    headline: 'Senior Full-Stack Developer',
    links: [{ kind: 'github', url: 'https://github.com/camille' }],
    skills: ['TypeScript', 'React'],
    sources: { name: 'json-ld', emails: 'json-ld', phones: 'tel', skills: 'json-ld', links: 'rel-me' },
  };
}

describe('the candidate form', () => {
  it('gives back the candidate untouched when nothing was edited', () => {
    const candidate = camille();
    expect(candidateFromForm(formFromCandidate(candidate), candidate)).toEqual(candidate);
  });

  it('applies edits and names the recruiter as their source', () => {
    const candidate = camille();
    const form = {
      ...formFromCandidate(candidate),
      lastName: 'Laurent-Martin',
      skills: 'TypeScript\nReact\n\nNode.js',
      links: 'https://github.com/camille\nhttps://camille.example',
    };
    const edited = candidateFromForm(form, candidate);
    expect(edited.name).toEqual({ first: 'Camille', last: 'Laurent-Martin', full: 'Camille Laurent-Martin' });
    expect(edited.skills).toEqual(['TypeScript', 'React', 'Node.js']);
    expect(edited.links).toEqual([
      { kind: 'github', url: 'https://github.com/camille' },
      { kind: 'website', url: 'https://camille.example' },
    ]);
    expect(edited.sources).toMatchObject({ name: 'recruiter', skills: 'recruiter', links: 'recruiter', emails: 'json-ld', phones: 'tel' });
    expect(edited.emails).toEqual(['camille.laurent@example.org', 'camille@perso.example']);
  });

  it('splits a full name when only that was found', () => {
    const candidate = { ...emptyCandidate(), name: { full: 'Jean Paul Sartre', first: null, last: null } };
    expect(formFromCandidate(candidate)).toMatchObject({ firstName: 'Jean Paul', lastName: 'Sartre' });
  });

  it('warns of what is missing; only the e-mail blocks', () => {
    const form = formFromCandidate(emptyCandidate());
    expect(missingFields(form)).toEqual(['email', 'name', 'phone']);
    expect(missingFields({ ...form, email: 'nobody@' })).toContain('email');
    expect(missingFields({ ...form, email: 'a@example.org', firstName: 'A', phones: '+44 1' })).toEqual([]);
  });
});

describe('buildImportRequest', () => {
  it('sends the first e-mail as reference and the candidate, with page and time, as value', () => {
    const request = buildImportRequest(camille(), {
      pageUrl: 'https://profiles.example/camille',
      capturedAt: new Date('2024-09-13T10:00:00Z'),
    });
    expect(request).toMatchObject({
      reference: 'camille.laurent@example.org',
      label: 'Camille Laurent',
      value: {
        page_url: 'https://profiles.example/camille',
        captured_at: '2024-09-13T10:00:00.000Z',
        headline: 'Senior Full-Stack Developer',
      },
    });
    expect(request).not.toHaveProperty('type');
  });

  it('has nothing to send without an e-mail', () => {
    expect(buildImportRequest(emptyCandidate(), { pageUrl: 'about:blank', capturedAt: new Date() })).toBeNull();
  });
});
