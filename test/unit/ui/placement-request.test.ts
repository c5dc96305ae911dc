import { describe, expect, it } from 'vitest';
import type { ApplicantMatch, Vacancy } from '../../../lib/api';
import { emptyCandidate, type Candidate } from '../../../lib/extract/candidate';
import { applicantOf, buildPlacement, missingApplicantNames } from '../../../lib/ui/import-request';
import { rememberChoices } from '../../../lib/ui/placement-memory';
import { duplicatesFor } from '../../../lib/ui/vacancy-duplicates';
import { NOTHING_REMEMBERED, storedPlacementMemory } from '../../../lib/storage/items/placement-memory';

const candidate = (change: Partial<Candidate>): Candidate => ({ ...emptyCandidate(), ...change });
const BACKEND = { id: 'PrUuVcL2TF3bQPYw', vacancy_id: 58231, slug: 'back-end-developer', title: 'Back-end developer' } as Vacancy;

describe('the applicant sent to the careers site', () => {
  it('takes the reviewed names and first phone in plain typography, the LinkedIn profile and one other address', () => {
    const applicant = applicantOf(
      candidate({
        name: { full: 'Zoë O’Neil', first: ' Zoë ', last: 'O’Neil' },
        phones: ['+33 6 12 34 56 78', '+33 1 00 00 00 00'],
        links: [
          { kind: 'website', url: 'mailto:zoe@example.com' },
          { kind: 'linkedin', url: 'https://fr.linkedin.com/in/zoe' },
          { kind: 'github', url: 'https://github.com/zoe' },
        ],
      }),
      'https://people.example.com/zoe',
    );
    expect(applicant).toEqual({
      firstname: 'Zoë',
      lastname: "O'Neil",
      phone: '+33 6 12 34 56 78',
      urls: { linkedin: 'https://fr.linkedin.com/in/zoe', other: 'https://github.com/zoe' },
    });
  });

  it('gives the page as the other address when there is no other link, but never a file address', () => {
    expect(applicantOf(candidate({}), 'https://people.example.com/zoe').urls).toEqual({ other: 'https://people.example.com/zoe' });
    expect(applicantOf(candidate({}), 'file:///CV%20Zoe.pdf').urls).toEqual({});
  });

  it('says which of the two required names is missing', () => {
    expect(missingApplicantNames(candidate({ name: { full: 'Zoë', first: 'Zoë', last: null } }))).toEqual(['lastname']);
    expect(missingApplicantNames(candidate({ name: { full: null, first: ' ', last: null } }))).toEqual(['firstname', 'lastname']);
  });

  it('keeps the vacancy’s three identifiers and sends a note only when it says something', () => {
    const jane = candidate({ name: { full: 'Jane Doe', first: 'Jane', last: 'Doe' } });
    const choice = { vacancy: BACKEND, column: null, note: { text: '  \n ', visibleToTeam: true }, tags: [] };
    expect(buildPlacement(jane, 'https://example.com', choice)).toMatchObject({
      vacancy: { id: BACKEND.id, vacancyId: 58231, slug: 'back-end-developer', title: 'Back-end developer' },
      note: null,
    });
    expect(buildPlacement(jane, 'https://example.com', { ...choice, note: { text: ' Call back. ', visibleToTeam: true } }).note).toEqual({
      text: 'Call back.',
      visibleToTeam: true,
    });
  });
});

describe('the duplicate check seen from a vacancy', () => {
  const match = (change: Partial<ApplicantMatch>): ApplicantMatch =>
    ({
      applicant: 'A1',
      vacancy: 'Back-end developer',
      vacancy_id: 58231,
      column: 'Interview',
      status: 1,
      email: 'Jane@Example.com',
      ...change,
    }) as ApplicantMatch;

  it('finds the application in the chosen vacancy by its integer id, or by title when the service gives none', () => {
    expect(duplicatesFor([match({})], 'jane@example.com', BACKEND).inVacancy?.column).toBe('Interview');
    expect(duplicatesFor([match({ vacancy_id: '58231' })], 'jane@example.com', BACKEND).inVacancy).not.toBeNull();
    expect(duplicatesFor([match({ vacancy_id: null })], 'jane@example.com', BACKEND).inVacancy).not.toBeNull();
    expect(duplicatesFor([match({ vacancy_id: 1 })], 'jane@example.com', BACKEND).inVacancy).toBeNull();
  });

  it('counts each other vacancy once, and ignores other people and applications without a vacancy', () => {
    const matches = [
      match({ vacancy_id: 1, vacancy: 'Data engineer' }),
      match({ vacancy_id: 1, vacancy: 'Data engineer', applicant: 'A2' }),
      match({ vacancy_id: 2, vacancy: 'Designer' }),
      match({ vacancy_id: null, vacancy: null }),
      match({ vacancy_id: 3, email: 'someone@else.com' }),
      match({}),
    ];
    expect(duplicatesFor(matches, 'jane@example.com', BACKEND)).toMatchObject({ otherVacancies: 2 });
    expect(duplicatesFor(matches, 'jane@example.com', null)).toMatchObject({ inVacancy: null, otherVacancies: 3 });
  });
});

describe('the choices remembered for the next candidate', () => {
  const check = storedPlacementMemory.placementMemory.check;

  it('keeps the last three vacancies used, most recent first, each once', () => {
    let memory = NOTHING_REMEMBERED;
    for (const vacancyId of ['a', 'b', 'c', 'b', 'd']) {
      memory = rememberChoices(memory, { vacancyId, columnId: 7, visibleToTeam: true, tags: [{ tag: 'T', value: 'v' }] });
    }
    expect(memory).toEqual({
      vacancyId: 'd',
      recentVacancyIds: ['d', 'b', 'c'],
      columnId: 7,
      visibleToTeam: true,
      tags: [{ tag: 'T', value: 'v' }],
    });
    expect(check.accepts(memory)).toBe(true);
  });

  it('reads back only what it wrote: a note, a fourth recent vacancy or a tag without value are refused', () => {
    expect(check.accepts(NOTHING_REMEMBERED)).toBe(true);
    expect(check.accepts({ ...NOTHING_REMEMBERED, recentVacancyIds: ['a', 'b', 'c', 'd'] })).toBe(false);
    expect(check.accepts({ ...NOTHING_REMEMBERED, tags: [{ tag: 'T', value: '' }] })).toBe(false);
    expect(check.accepts({ ...NOTHING_REMEMBERED, columnId: '7' })).toBe(false);
    expect(check.accepts('a vacancy')).toBe(false);
  });
});
