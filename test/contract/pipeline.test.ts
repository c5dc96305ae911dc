import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAREERS_MAX_CV_BYTES,
  createApiClient,
  createCareersClient,
  firstVisibleColumn,
  tagValues,
  type CareersCandidateRequest,
  type FetchLike,
  type Vacancy,
} from '../../lib/api';
import { API_KEY, BASIC, CREDENTIALS, DEMO, failureOf, sandboxForFile } from '../support/sandbox-fixture';

const FULL_STACK = 'PrUuVcL2TF3bQPYw';
const CAMILLE_CURRENT = 'CvzNaatCP9XTaMAF';
const LEA = 'lea.moreau@example.org';
const CV_PDF = readFileSync(new URL('../../sandbox/demo/cv.pdf', import.meta.url));

const shared = sandboxForFile({ resetEach: true });

const careers = (fetch?: FetchLike) => createCareersClient({ baseUrl: shared.sandbox.url, fetch });
const apiKeyClient = () => shared.sandbox.client(API_KEY);

interface InspectedApplicant {
  id: string;
  company: string;
  email: string | null;
  vacancy: { id: string; vacancy_id: number; slug: string; title: string } | null;
  column: string | null;
  status: number;
  source: string;
  cv: { fileName: string; contentType: string; size: number; sha256: string } | { link: string } | null;
  notes: Array<{ id: number; text: string; private: boolean; type: string | null }>;
  tags: Array<{ tag: string; title: string | null; value: string }>;
}

async function inspect(email: string): Promise<InspectedApplicant[]> {
  const response = await fetch(`${shared.sandbox.url}/_sandbox/applicants?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { applicants: InspectedApplicant[] }).applicants;
}

async function vacancyById(id: string): Promise<Vacancy> {
  return shared.api.getVacancy(id);
}

async function vacancyWithStatus(status: number): Promise<Vacancy> {
  const [found] = await shared.api.listVacancies(DEMO, { status });
  return found!;
}

function leaWithCv(slug: string, cv: Buffer = CV_PDF): CareersCandidateRequest {
  return {
    vacancy: slug,
    token: API_KEY,
    firstname: 'Léa',
    lastname: 'Moreau',
    email: LEA,
    phone: '+33 6 12 34 56 78',
    type: 'document',
    resume: { data: cv.toString('base64'), fileName: 'Lea_Moreau_CV.pdf', contentType: 'application/pdf' },
    urls: { linkedin: 'https://www.linkedin.com/in/lea-moreau-example' },
  };
}

const ddmmyy = (date: Date) => date.toISOString().slice(2, 10).split('-').reverse().join('/');

/** Creates Léa in the full-stack vacancy and returns her new applicant id, found as integrations find it. */
async function createLea(): Promise<{ applicantId: string; vacancy: Vacancy }> {
  const vacancy = await vacancyById(FULL_STACK);
  await careers().createCandidate(leaWithCv(vacancy.slug));
  const [match] = await shared.api.searchApplicants(DEMO, { email: LEA });
  return { applicantId: match!.applicant, vacancy };
}

describe('careers host: POST /vacancy/candidate/json', () => {
  it('creates the applicant in the vacancy with the CV, answering no id; search then finds them in the first visible column', async () => {
    const vacancy = await vacancyById(FULL_STACK);
    const answer = await careers().createCandidate(leaWithCv(vacancy.slug));
    expect(answer).toEqual({ status: 200, response: 'applicant created' });

    const matches = await shared.api.searchApplicants(DEMO, { email: LEA });
    expect(matches).toHaveLength(1);
    const columns = await shared.api.listColumns(DEMO);
    expect(matches[0]).toMatchObject({
      vacancy: vacancy.title,
      vacancy_id: vacancy.vacancy_id,
      column: firstVisibleColumn(columns)!.title,
      status: 1,
      firstname: 'Léa',
      lastname: 'Moreau',
      email: LEA,
      created_at: ddmmyy(new Date()),
      source: 'API',
    });
    expect(matches[0]!.column).not.toBe(columns[0]!.title); // the first column is hidden
    expect(matches[0]!.applicant).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('keeps the CV byte for byte: inspection gives its name, size and sha-256, and serves the bytes back', async () => {
    const { applicantId, vacancy } = await createLea();
    const [stored] = await inspect(LEA);
    expect(stored).toMatchObject({
      id: applicantId,
      company: DEMO,
      vacancy: { id: FULL_STACK, vacancy_id: vacancy.vacancy_id, slug: vacancy.slug, title: vacancy.title },
      cv: {
        fileName: 'Lea_Moreau_CV.pdf',
        contentType: 'application/pdf',
        size: CV_PDF.byteLength,
        sha256: createHash('sha256').update(CV_PDF).digest('hex'),
      },
    });

    const served = await fetch(`${shared.sandbox.url}/_sandbox/applicants/${applicantId}/cv`);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(CV_PDF)).toBe(true);
  });

  it('sends the API key in the body only, with no Authorization header', async () => {
    const sent: RequestInit[] = [];
    const watching: FetchLike = (input, init) => {
      sent.push(init ?? {});
      return fetch(input, init);
    };
    await careers(watching).createCandidate(leaWithCv((await vacancyById(FULL_STACK)).slug));
    const headers = new Headers(sent[0]!.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(JSON.parse(sent[0]!.body as string)).toMatchObject({ token: API_KEY, type: 'document' });
  });

  it('takes a CV given as a link', async () => {
    const vacancy = await vacancyById(FULL_STACK);
    const { resume: _file, ...person } = leaWithCv(vacancy.slug);
    await careers().createCandidate({ ...person, type: 'link', resume: 'https://files.example.com/cv/lea-moreau.pdf' });
    expect((await inspect(LEA))[0]!.cv).toEqual({ link: 'https://files.example.com/cv/lea-moreau.pdf' });
  });

  it('creates a second applicant when the same person is sent twice: the service does not deduplicate', async () => {
    const slug = (await vacancyById(FULL_STACK)).slug;
    await careers().createCandidate(leaWithCv(slug));
    await careers().createCandidate(leaWithCv(slug));
    expect(await shared.api.searchApplicants(DEMO, { email: LEA })).toHaveLength(2);
  });

  it('has a dry-run twin that checks the same things and creates nothing', async () => {
    const slug = (await vacancyById(FULL_STACK)).slug;
    const answer = await careers().testCandidate(leaWithCv(slug));
    expect(answer.response).toMatch(/nothing created/);
    expect(await failureOf(careers().testCandidate(leaWithCv('no-such-vacancy')))).toMatchObject({ kind: 'vacancy-unknown' });
    expect(await shared.api.searchApplicants(DEMO, { email: LEA })).toEqual([]);
    expect(await inspect(LEA)).toEqual([]);
  });
});

describe('careers host: refusals', () => {
  it('refuses an unknown slug with 404 as vacancy-unknown', async () => {
    const error = await failureOf(careers().createCandidate(leaWithCv('no-such-vacancy')));
    expect(error).toMatchObject({ kind: 'vacancy-unknown', status: 404, retryable: false });
    expect(error.serviceMessage).toBe('Vacancy "no-such-vacancy" not found.');
    expect(await inspect(LEA)).toEqual([]);
  });

  it('refuses a closed vacancy and a draft as vacancy-closed, with the service message', async () => {
    for (const status of [0, 2]) {
      const vacancy = await vacancyWithStatus(status);
      const error = await failureOf(careers().createCandidate(leaWithCv(vacancy.slug)));
      expect(error).toMatchObject({ kind: 'vacancy-closed', status: 403, retryable: false });
      expect(error.serviceMessage).toContain(vacancy.slug);
    }
    expect(await inspect(LEA)).toEqual([]);
  });

  it('answers 401 when the body carries no API key, and 403 to a wrong key, a user token or another company’s vacancy', async () => {
    const slug = (await vacancyById(FULL_STACK)).slug;
    const { token: _key, ...keyless } = leaWithCv(slug);
    const response = await fetch(`${shared.sandbox.url}/vacancy/candidate/json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${API_KEY}` },
      body: JSON.stringify(keyless),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/Missing API key/);

    const { token: userToken } = await shared.sandbox.anonymous.login(CREDENTIALS);
    const basicVacancy = (await shared.api.listVacancies(BASIC, { status: 1 }))[0]!;
    const refusals: Array<[CareersCandidateRequest, RegExp]> = [
      [{ ...leaWithCv(slug), token: 'not-the-api-key' }, /Invalid API key/],
      [{ ...leaWithCv(slug), token: userToken }, /user token cannot create applicants/],
      [leaWithCv(basicVacancy.slug), /cannot add applicants/],
    ];
    for (const [request, message] of refusals) {
      const error = await failureOf(careers().createCandidate(request));
      expect(error).toMatchObject({ kind: 'api-key-refused', status: 403, retryable: false });
      expect(error.serviceMessage).toMatch(message);
    }
    expect(await inspect(LEA)).toEqual([]);
  });

  it('refuses an empty API key before sending anything', async () => {
    const error = await failureOf(careers().createCandidate({ ...leaWithCv('any'), token: '' }));
    expect(error).toMatchObject({ kind: 'invalid-request', path: 'token' });
  });

  it('answers 413 to a CV over 10 MB as cv-too-large, and takes one of exactly 10 MB', async () => {
    const slug = (await vacancyById(FULL_STACK)).slug;
    const tooLarge = Buffer.alloc(CAREERS_MAX_CV_BYTES + 1, 0x25);
    const error = await failureOf(careers().createCandidate(leaWithCv(slug, tooLarge)));
    expect(error).toMatchObject({ kind: 'cv-too-large', status: 413, retryable: false });
    expect(error.serviceMessage).toMatch(/larger than 10 MB/);
    expect(await inspect(LEA)).toEqual([]);

    const answer = await careers().testCandidate(leaWithCv(slug, Buffer.alloc(CAREERS_MAX_CV_BYTES, 0x25)));
    expect(answer.status).toBe(200);
  });

  it('answers injected faults on the careers host too, and can lose the answer of a create that happened', async () => {
    const slug = (await vacancyById(FULL_STACK)).slug;
    await shared.sandbox.faults([{ path: '/vacancy/candidate/', status: 500, count: 1 }]);
    expect(await failureOf(careers().createCandidate(leaWithCv(slug)))).toMatchObject({ kind: 'service-failure', retryable: true });
    expect(await inspect(LEA)).toEqual([]);

    await shared.sandbox.faults([{ path: '/vacancy/candidate/json', dropAnswer: true, count: 1 }]);
    expect(await failureOf(careers().createCandidate(leaWithCv(slug)))).toMatchObject({ kind: 'network', retryable: true });
    expect(await shared.api.searchApplicants(DEMO, { email: LEA })).toHaveLength(1);
  });
});

describe('pipeline: columns, move, notes, tags, archive', () => {
  it('lists each company’s columns by position, English and French titles, with a hidden first column and a hired one', async () => {
    for (const [company, titles] of [
      [DEMO, ['New', 'Nouveau', 'Technical interview', 'Refusé']],
      [BASIC, ['New', 'Nouveau', 'Interview']],
    ] as const) {
      const columns = await shared.api.listColumns(company);
      expect(columns.map((column) => column.position)).toEqual([...columns.keys()]);
      expect(columns.map((column) => column.title)).toEqual(expect.arrayContaining([...titles]));
      expect(columns[0]!.visible).toBe(false);
      expect(columns.filter((column) => column.hired)).toHaveLength(1);
    }
  });

  it('moves the created applicant to a column, and search answers the new column title', async () => {
    const { applicantId } = await createLea();
    const interview = (await shared.api.listColumns(DEMO)).find((column) => column.title === 'Technical interview')!;
    const moved = await shared.api.moveApplicant(DEMO, FULL_STACK, applicantId, interview.id);
    expect(moved).toMatchObject({ id: applicantId, vacancy_id: FULL_STACK, column_id: interview.id, status: 1 });
    expect(moved.candidate).toMatchObject({ email: LEA, firstname: 'Léa', lastname: 'Moreau' });
    expect((await shared.api.searchApplicants(DEMO, { email: LEA }))[0]!.column).toBe('Technical interview');
    expect((await inspect(LEA))[0]!.column).toBe('Technical interview');
  });

  it('refuses a column of another company, and an application that is not in the vacancy of the path', async () => {
    const { applicantId } = await createLea();
    const basicColumn = (await shared.api.listColumns(BASIC))[1]!;
    expect(await failureOf(shared.api.moveApplicant(DEMO, FULL_STACK, applicantId, basicColumn.id))).toMatchObject({
      kind: 'invalid-request',
      status: 400,
    });
    expect(await failureOf(shared.api.moveApplicant(DEMO, 'NnGQ2Z8oCze6f7ac', applicantId, 1302))).toMatchObject({
      kind: 'not-found',
      status: 404,
    });
  });

  it('adds a private note as form data from a signed-in user; it shows in the comments call and in inspection, and can be deleted', async () => {
    const { applicantId } = await createLea();
    const sent: RequestInit[] = [];
    const { token } = await shared.sandbox.anonymous.login(CREDENTIALS);
    const watched = createApiClient({
      baseUrl: shared.sandbox.url,
      token,
      fetch: (input, init) => {
        if (init?.method === 'POST') sent.push(init);
        return fetch(input, init);
      },
    });

    const note = await watched.addComment(DEMO, applicantId, { text: '<p>Met at the Lyon job fair.</p>', private: true });
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(new Headers(sent[0]!.headers).has('Content-Type')).toBe(false);
    expect(note).toMatchObject({ text: '<p>Met at the Lyon job fair.</p>', private: true, type: 'note', reply_to: null });
    expect(note.author).toMatchObject({ firstname: 'Claire', lastname: 'Bonnet' });

    const reply = await shared.api.addComment(DEMO, applicantId, { text: 'Agreed.', private: false, reply_to: note.id });
    expect(reply).toMatchObject({ reply_to: note.id, private: false });
    expect((await shared.api.getComments(DEMO, applicantId)).map((comment) => comment.id)).toEqual([note.id, reply.id]);
    expect((await inspect(LEA))[0]!.notes).toEqual([
      { id: note.id, text: '<p>Met at the Lyon job fair.</p>', private: true, type: 'note' },
      { id: reply.id, text: 'Agreed.', private: false, type: 'note' },
    ]);

    expect(await shared.api.deleteComment(DEMO, applicantId, reply.id)).toEqual({ statusCode: 200, message: 'Comment deleted' });
    expect((await shared.api.getComments(DEMO, applicantId)).map((comment) => comment.id)).toEqual([note.id]);
    expect(await failureOf(shared.api.deleteComment(DEMO, applicantId, reply.id))).toMatchObject({ kind: 'not-found' });
  });

  it('refuses a note sent with the company API key as user-token-required, and a note sent as JSON', async () => {
    const error = await failureOf(apiKeyClient().addComment(DEMO, CAMILLE_CURRENT, { text: 'From the API key', private: false }));
    expect(error).toMatchObject({ kind: 'user-token-required', status: 403, retryable: false });
    expect(error.serviceMessage).toMatch(/API key/);

    const { token } = await shared.sandbox.anonymous.login(CREDENTIALS);
    const asJson = await fetch(`${shared.sandbox.url}/company/${DEMO}/applicant/${CAMILLE_CURRENT}/comment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'As JSON', type: 'note', private: false }),
    });
    expect(asJson.status).toBe(400);
    expect((await shared.api.getComments(DEMO, CAMILLE_CURRENT)).map((comment) => comment.text)).not.toContain('As JSON');
  });

  it('lists candidate and vacancy tags, and sets only the values a tag allows', async () => {
    const { applicantId } = await createLea();
    const tags = await shared.api.listTags(DEMO);
    expect(new Set(tags.map((tag) => tag.type))).toEqual(new Set(['candidates', 'vacancies']));
    const seniority = tags.find((tag) => tag.title === 'Seniority')!;
    const languages = tags.find((tag) => tag.multiple && tag.type === 'candidates')!;
    const creatable = tags.find((tag) => tag.creatable && tag.type === 'candidates')!;
    const vacancyTag = tags.find((tag) => tag.type === 'vacancies')!;
    expect(tagValues(creatable.values)).toEqual(['LinkedIn', 'Salon', 'Cooptation']);

    const set = await shared.api.setTrait(DEMO, applicantId, { tag: seniority.id, value: 'Senior' });
    expect(set).toMatchObject({ tag_id: seniority.id, value: 'Senior' });
    await shared.api.setTrait(DEMO, applicantId, { tag: seniority.id, value: 'Confirmed' }); // one value: replaced
    await shared.api.setTrait(DEMO, applicantId, { tag: languages.id, value: 'Anglais' });
    await shared.api.setTrait(DEMO, applicantId, { tag: languages.id, value: 'Espagnol' }); // multiple: added
    await shared.api.setTrait(DEMO, applicantId, { tag: languages.id, value: 'Espagnol' }); // already there: no copy
    await shared.api.setTrait(DEMO, applicantId, { tag: creatable.id, value: 'Meetup' }); // creatable: a new value

    const traits = await shared.api.getTraits(DEMO, applicantId);
    expect(traits.map((trait) => [trait.tag_id, trait.value])).toEqual([
      [seniority.id, 'Confirmed'],
      [languages.id, 'Anglais'],
      [languages.id, 'Espagnol'],
      [creatable.id, 'Meetup'],
    ]);
    expect(tagValues((await shared.api.listTags(DEMO)).find((tag) => tag.id === creatable.id)!.values)).toContain('Meetup');
    expect((await inspect(LEA))[0]!.tags).toContainEqual({ tag: seniority.id, title: 'Seniority', value: 'Confirmed' });

    const notAllowed = await failureOf(shared.api.setTrait(DEMO, applicantId, { tag: seniority.id, value: 'Guru' }));
    expect(notAllowed).toMatchObject({ kind: 'invalid-request', status: 400 });
    expect(notAllowed.serviceMessage).toMatch(/allowed: Junior, Confirmed, Senior/);
    const onVacancyTag = await failureOf(shared.api.setTrait(DEMO, applicantId, { tag: vacancyTag.id, value: 'IT' }));
    expect(onVacancyTag.serviceMessage).toMatch(/vacancy tag/);
    expect(await shared.api.getTraits(DEMO, applicantId)).toHaveLength(4);
  });

  it('answers the traits a seeded applicant already has', async () => {
    const traits = await shared.api.getTraits(DEMO, CAMILLE_CURRENT);
    expect(traits.map((trait) => trait.value)).toEqual(['Senior', 'Français', 'Anglais']);
  });

  it('archives the application: status 0 in the answer, in search and in inspection', async () => {
    const { applicantId } = await createLea();
    expect(await shared.api.archiveApplicant(DEMO, FULL_STACK, applicantId)).toMatchObject({ id: applicantId, status: 0 });
    expect((await shared.api.searchApplicants(DEMO, { email: LEA }))[0]!.status).toBe(0);
    expect((await inspect(LEA))[0]!.status).toBe(0);
  });

  it('lists the members with their user and role', async () => {
    const members = await shared.api.listMembers(DEMO);
    expect(members.map((member) => member.user.email)).toEqual([
      'recruiter@example.com',
      'thomas.girard@example.com',
      'priya.shah@example.com',
    ]);
    expect(members.map((member) => member.role_id)).toEqual([1, 2, 3]);
    expect(members[0]!.user).toMatchObject({ firstname: 'Claire', lastname: 'Bonnet', language: 'fr_FR' });
    expect(await shared.api.listMembers(BASIC)).toHaveLength(2);
  });

  it('keeps an API key to its own company on the pipeline calls too', async () => {
    expect(await failureOf(apiKeyClient().listColumns(BASIC))).toMatchObject({ kind: 'forbidden', status: 403 });
    expect(await apiKeyClient().listTags(DEMO)).not.toHaveLength(0);
  });

  it('goes back to the seed on reset', async () => {
    await createLea();
    await shared.sandbox.reset();
    expect(await inspect(LEA)).toEqual([]);
    expect((await shared.api.getComments(DEMO, CAMILLE_CURRENT)).length).toBe(5);
  });
});
