// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { OptionsForm } from '../../../components/OptionsForm';
import { readSettings } from '../../../lib/settings';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

/** The origins the recruiter has allowed, and what they answer to the next prompt. */
let granted: Set<string>;
let answer: 'allow' | 'refuse';
let prompts: string[][];

beforeEach(() => {
  fakeBrowser.reset();
  granted = new Set(['https://api.flatchr.io/*']);
  answer = 'allow';
  prompts = [];
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((origin) => granted.has(origin)),
  );
  vi.spyOn(fakeBrowser.permissions, 'request').mockImplementation(async ({ origins = [] }) => {
    prompts.push(origins);
    if (answer === 'allow') for (const origin of origins) granted.add(origin);
    return answer === 'allow';
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function showOptions() {
  renderInEnglish(<OptionsForm initial={await readSettings()} />);
}

function saveCareersUrl(url: string) {
  fireEvent.input(screen.getByLabelText(/^Careers URL/), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('the careers URL in the options page', () => {
  it('shows the careers site by default, under the service URL', async () => {
    await showOptions();
    const fields = screen.getAllByRole('textbox').map((field) => field.getAttribute('aria-describedby'));
    expect(fields.slice(0, 2)).toEqual(['service-url-hint', 'careers-url-hint']);
    expect(screen.getByLabelText(/^Careers URL/)).toHaveProperty('value', 'https://careers.flatchr.io');
  });

  it('asks for access to both hosts in one prompt when saved, and keeps the address', async () => {
    await showOptions();
    saveCareersUrl(' https://careers.example.com/ ');
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(prompts).toEqual([['https://api.flatchr.io/*', 'https://careers.example.com/*']]);
    expect((await readSettings()).careersUrl).toBe('https://careers.example.com');
  });

  it('saves, and names only the host the recruiter did not allow', async () => {
    answer = 'refuse';
    await showOptions();
    saveCareersUrl('https://careers.example.com');
    expect(await screen.findByText(/access to careers\.example\.com was not allowed/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).not.toContain('api.flatchr.io');
    expect((await readSettings()).careersUrl).toBe('https://careers.example.com');
  });

  it('refuses a careers URL that is not https, asking nothing and saving nothing', async () => {
    await showOptions();
    saveCareersUrl('http://careers.example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The careers URL must start with https:// (or http:// for a local service).',
    );
    expect(prompts).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('refuses a company ID that is not one, even when the page lets the form through', async () => {
    await showOptions();
    fireEvent.input(screen.getByLabelText(/^Company ID/), { target: { value: 'Demo Company' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toContain('The company ID must be 16 letters and digits');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('says which saved settings could not be read, and that saving keeps what is shown', async () => {
    await fakeBrowser.storage.local.set({ careersUrl: 'http://careers.example.com', companyId: 'DemoCompany00001' });
    await showOptions();
    expect(await screen.findByText(/could not be read show their default: Careers URL\. Save/)).toBeTruthy();
    expect(screen.getByLabelText(/^Careers URL/)).toHaveProperty('value', 'https://careers.flatchr.io');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(screen.queryByText(/could not be read/)).toBeNull();
    expect(await readSettings()).toMatchObject({ careersUrl: 'https://careers.flatchr.io', companyId: 'DemoCompany00001' });
  });
});

describe('the applicant page address in the options page', () => {
  const field = () => screen.getByLabelText(/^Applicant page in the web app/);

  it('is empty by default, and saves a pattern with the applicant id in it', async () => {
    await showOptions();
    expect(field()).toHaveProperty('value', '');
    fireEvent.input(field(), { target: { value: ' https://app.example.com/company/{company}/applicant/{applicant} ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect((await readSettings()).applicantPageUrl).toBe('https://app.example.com/company/{company}/applicant/{applicant}');
  });

  for (const refused of [
    'https://app.example.com/applicants',
    'http://app.example.com/applicant/{applicant}',
    'javascript:alert({applicant})',
  ]) {
    it(`refuses ${refused}, saving nothing`, async () => {
      await showOptions();
      fireEvent.input(field(), { target: { value: refused } });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toContain('must start with https:// and hold {applicant}');
      expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    });
  }
});
