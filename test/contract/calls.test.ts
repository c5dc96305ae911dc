import { describe, expect, it } from 'vitest';
import { tokenClaims, vacancyFields } from '../../lib/api';
import { API_KEY, BASIC, CREDENTIALS, DEMO, sandboxForFile } from '../support/sandbox-fixture';

const FULL_STACK = 'PrUuVcL2TF3bQPYw';
const CAMILLE_CURRENT = 'CvzNaatCP9XTaMAF';
const MARC = '9WwR5cg3y4PeT8th';

const shared = sandboxForFile();

describe('POST /user/login', () => {
  it('answers a signed HS256 JWT carrying email, iat and a one-hour exp', async () => {
    const answer = await shared.sandbox.anonymous.login(CREDENTIALS);
    expect(answer.statusCode).toBe(200);
    const [header, payload, signature] = answer.token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = tokenClaims.parse(JSON.parse(Buffer.from(payload!, 'base64url').toString()));
    expect(claims.email).toBe(CREDENTIALS.email);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('GET /vacancy/{id}', () => {
  it('answers the listing without any optional object when no fields are asked', async () => {
    const vacancy = await shared.sandbox.anonymous.getVacancy(FULL_STACK);
    expect(vacancy).toMatchObject({ id: FULL_STACK, title: 'Senior Full-Stack Developer (TypeScript)', currency: 'GBP', mensuality: 'y' });
    for (const field of vacancyFields) expect(vacancy).not.toHaveProperty(field);
  });

  it.each(vacancyFields)('adds only %s when fields=%s', async (field) => {
    const vacancy = await shared.api.getVacancy(FULL_STACK, [field]);
    expect(vacancy[field]).toBeDefined();
    for (const other of vacancyFields.filter((name) => name !== field)) expect(vacancy).not.toHaveProperty(other);
  });

  it('adds every optional object when all fields are asked at once', async () => {
    const vacancy = await shared.api.getVacancy(FULL_STACK, vacancyFields);
    expect(vacancy.address).toMatchObject({ city: 'London' });
    expect(vacancy.tags?.map((tag) => tag.title)).toEqual(['Stack', 'Team']);
    expect(vacancy.questions).toHaveLength(2);
    expect(vacancy.faqs?.[0]).toHaveProperty('answer');
    expect(vacancy.benefits).toHaveLength(3);
  });

  it.each([
    ['yLJpBUZnss4v9kRK', 'partime (contract sample spelling)', 'parttime'],
    ['zeymHBTwq2MFyeHi', 'true (old boolean)', 'fulltime'],
    ['p3JehTnxSqV2LbUA', 'false (old boolean)', 'notime'],
    ['NnGQ2Z8oCze6f7ac', 'fulltime', 'fulltime'],
  ])('normalises remote on %s sent as %s', async (id, _sent, expected) => {
    expect((await shared.sandbox.anonymous.getVacancy(id)).remote).toBe(expected);
  });

  it('answers French listings with their locale and HTML description', async () => {
    const vacancy = await shared.api.getVacancy('jGYxZC6MytqvGHEY');
    expect(vacancy).toMatchObject({ language: 'fr_FR', mensuality: 'h', salary: '18.50', currency: 'EUR' });
    expect(vacancy.description).toContain('<strong>');
  });
});

describe('GET /company/{companyId}/vacancies', () => {
  it('lists every vacancy of the company, with the asked optional objects only', async () => {
    const list = await shared.api.listVacancies(DEMO, { fields: ['address', 'tags'] });
    expect(list).toHaveLength(10);
    expect(new Set(list.map((vacancy) => vacancy.company_id))).toEqual(new Set([4101]));
    for (const vacancy of list) {
      expect(vacancy.address).toBeDefined();
      expect(vacancy.tags).toBeDefined();
      expect(vacancy).not.toHaveProperty('questions');
    }
  });

  it('filters by status', async () => {
    const closed = await shared.api.listVacancies(DEMO, { status: 0 });
    expect(closed.map((vacancy) => vacancy.title)).toEqual(['DevOps Engineer (Kubernetes)']);
    expect(await shared.api.listVacancies(DEMO, { status: 1 })).toHaveLength(8);
  });

  it('lists the other company the user can reach, and accepts the company API key', async () => {
    expect((await shared.api.listVacancies(BASIC)).map((vacancy) => vacancy.reference)).toEqual(['WH-BHM-01', 'FIN-LDS-02', 'REST-MRS-05']);
    expect(await shared.sandbox.client(API_KEY).listVacancies(DEMO)).toHaveLength(10);
  });
});

describe('POST /company/{companyId}/search/applicants', () => {
  it('answers every applicant of the company for an empty filter', async () => {
    const everyone = await shared.api.searchApplicants(DEMO, {});
    expect(everyone).toHaveLength(7);
    expect(everyone.every((match) => /^\d{2}\/\d{2}\/\d{2}$/.test(match.created_at))).toBe(true);
    expect(await shared.api.searchApplicants(BASIC)).toHaveLength(2);
  });

  it('finds a candidate by e-mail whatever its case, once per application', async () => {
    const matches = await shared.api.searchApplicants(DEMO, { email: 'Camille.LAURENT@example.org' });
    expect(matches.map((match) => [match.applicant, match.vacancy, match.status])).toEqual([
      [CAMILLE_CURRENT, 'Senior Full-Stack Developer (TypeScript)', 1],
      ['svjXiHZui5xqxRws', 'DevOps Engineer (Kubernetes)', 0],
    ]);
    expect(matches[0]).toMatchObject({ column: 'Technical interview', created_at: '08/09/24', source: 'LinkedIn' });
  });

  it('filters by names and by phone in any format', async () => {
    expect((await shared.api.searchApplicants(DEMO, { firstname: 'marc', lastname: 'DUBOIS' })).map((m) => m.applicant)).toEqual([MARC]);
    expect((await shared.api.searchApplicants(DEMO, { phone: '06 39 98 40 17' })).map((m) => m.applicant)).toEqual([MARC]);
    expect(await shared.api.searchApplicants(DEMO, { email: 'nobody@example.com' })).toEqual([]);
  });
});

describe('GET /company/{companyId}/applicant/{applicantId}/comments', () => {
  it('answers the thread by ascending id, with authors and attachments normalised to arrays', async () => {
    const comments = await shared.api.getComments(DEMO, CAMILLE_CURRENT);
    expect(comments.map((comment) => [comment.id, comment.reply_to])).toEqual([
      [1201, null],
      [1202, 1201],
      [1203, null],
      [1204, null],
      [1205, 1204],
    ]);
    expect(comments[0]).toMatchObject({ favorite: true, private: false, author: { firstname: 'Claire', lastname: 'Bonnet' } });
    expect(comments[2]?.private).toBe(true);
    expect(comments[0]?.attachments?.map((file) => file.filename)).toEqual(['Camille_Laurent_CV.pdf']);
    // Sent as an object keyed by attachment id.
    expect(comments[3]?.attachments?.map((file) => file.filename)).toEqual(['pairing-scorecard.xlsx']);
    expect(comments[4]?.type).toBeUndefined();
  });

  it("keeps hostile HTML verbatim: sanitising is the UI's job", async () => {
    const [hostile] = (await shared.api.getComments(DEMO, CAMILLE_CURRENT)).filter((comment) => comment.id === 1204);
    expect(hostile?.text).toContain('onerror=');
    expect(hostile?.text).toContain('<script>');
    expect(hostile?.text).toContain('href="javascript:');
  });

  it('answers a single attachment object as a one-item list', async () => {
    const comments = await shared.api.getComments(DEMO, MARC);
    expect(comments[2]?.attachments?.map((file) => file.filename)).toEqual(['lettre-motivation-marc-dubois.docx']);
  });

  it.each([
    [[], false, false],
    [['author'], true, false],
    [['attachments'], false, true],
    [['author', 'attachments'], true, true],
  ] as const)('with fields=%j answers author: %s, attachments: %s', async (fields, author, attachments) => {
    const comments = await shared.api.getComments(DEMO, CAMILLE_CURRENT, fields);
    expect(comments).toHaveLength(5);
    expect(comments.every((comment) => 'author' in comment)).toBe(author);
    expect(comments.every((comment) => 'attachments' in comment)).toBe(attachments);
  });

  it('answers an empty list for an applicant without comments', async () => {
    expect(await shared.api.getComments(DEMO, 'v9Lx3RZthEayETQY')).toEqual([]);
  });
});

describe('POST /company/{companyId}/search/candidate', () => {
  it('creates then updates the meta data, answering statusCode 200 (number or string) as a number', async () => {
    const payload = { app_name: 'cv-importer', reference: 'daniel.okafor@example.net', type: 'applicants', value: { firstname: 'Daniel' } };
    const first = await shared.api.postCandidateMeta(DEMO, payload);
    const second = await shared.sandbox
      .client(API_KEY)
      .postCandidateMeta(DEMO, { ...payload, value: { firstname: 'Daniel', lastname: 'Okafor' } });
    expect(first).toEqual({ statusCode: 200, message: { resource_type: 'candidate', action: 'created' } });
    expect(second).toEqual({ statusCode: 200, message: { resource_type: 'candidate', action: 'updated' } });
  });
});
