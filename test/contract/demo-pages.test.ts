import { describe, expect, it } from 'vitest';
import { DEMO, sandboxForFile } from '../support/sandbox-fixture';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

const shared = sandboxForFile();

async function page(path: string): Promise<{ type: string | null; text: string }> {
  const response = await fetch(`${shared.sandbox.url}/demo/${path}`);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), text: await response.text() };
}

async function applicationsOf(email: string): Promise<number> {
  return (await shared.api.searchApplicants(DEMO, { email })).length;
}

describe('demo candidate pages', () => {
  it('are listed on /demo/', async () => {
    const { type, text } = await page('');
    expect(type).toMatch(/^text\/html/);
    for (const linked of ['jsonld-profile.html', 'plain-profile.html', 'no-email.html', 'cv.pdf']) {
      expect(text).toContain(`href="${linked}"`);
    }
  });

  it('include a schema.org Person in JSON-LD whose e-mail is an existing applicant with comments', async () => {
    const { text } = await page('jsonld-profile.html');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(text)?.[1];
    const person = JSON.parse(json!).mainEntity;
    expect(person).toMatchObject({ '@type': 'Person', name: 'Camille Laurent', jobTitle: 'Senior Full-Stack Developer' });
    const email = person.email.replace(/^mailto:/, '');
    const [current] = await shared.api.searchApplicants(DEMO, { email });
    expect(current).toBeDefined();
    expect((await shared.api.getComments(DEMO, current!.applicant)).length).toBeGreaterThan(0);
  });

  it('include a plain HTML page of a new candidate', async () => {
    const { text } = await page('plain-profile.html');
    expect(text).not.toContain('application/ld+json');
    expect(text).not.toMatch(/itemscope|class="h-card/);
    expect([...new Set(text.match(EMAIL))]).toEqual(['daniel.okafor@example.net']);
    expect(await applicationsOf('daniel.okafor@example.net')).toBe(0);
  });

  it('include a page without any e-mail address', async () => {
    const { text } = await page('no-email.html');
    expect(text).toContain('Ingrid Johansson');
    expect(text.match(EMAIL)).toBeNull();
  });

  it('include a CV as a real PDF of a new candidate', async () => {
    const response = await fetch(`${shared.sandbox.url}/demo/cv.pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const { text } = await page('cv-source.html');
    expect(text).toContain('lea.moreau@example.org');
    expect(await applicationsOf('lea.moreau@example.org')).toBe(0);
  });

  it('answer 404 for pages that do not exist, even through ../', async () => {
    expect((await fetch(`${shared.sandbox.url}/demo/missing.html`)).status).toBe(404);
    expect((await fetch(`${shared.sandbox.url}/demo/%2e%2e%2fdemo%2findex.html`)).status).toBe(404);
  });
});
