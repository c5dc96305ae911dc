import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { columns } from '../../sandbox/seed/columns.ts';
import { pdfText } from './pdf-text';
import { DEMO_COMPANY, POPUP_VIEWPORT, RECRUITER, screenshot, signInIfAsked, startPopupWorld, type PopupWorld } from './popup-helpers';

/** An applicant as the sandbox's inspection call lists them. */
interface InspectedApplicant {
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
  vacancy: { id: string; title: string } | null;
  column: string | null;
  cv: { fileName: string; contentType: string; size: number; sha256: string } | { link: string } | null;
  notes: Array<{ text: string; private: boolean }>;
  tags: Array<{ title: string | null; value: string }>;
}

const SANDBOX_API_KEY = 'sandbox-api-key-demo-0001';
const FULL_STACK = 'Senior Full-Stack Developer (TypeScript)';
const NODE_BACKEND = 'Développeur / Développeuse Back-End Node.js';

let world: PopupWorld;
test.beforeAll(async () => {
  world = await startPopupWorld();
});
test.afterAll(async () => {
  await world.close();
});

async function applicantsWith(email: string): Promise<InspectedApplicant[]> {
  const response = await fetch(`${world.sandbox.url}/_sandbox/applicants?email=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { applicants: InspectedApplicant[] }).applicants;
}

async function cvBytes(applicantId: string): Promise<Uint8Array> {
  const response = await fetch(`${world.sandbox.url}/_sandbox/applicants/${applicantId}/cv`);
  expect(response.ok).toBe(true);
  return new Uint8Array(await response.arrayBuffer());
}

/** A screenshot for the README: the part shown scrolled into view, no field focused. */
async function screenshotOf(popup: Page, part: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  await popup.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await part.scrollIntoViewIfNeeded();
  await screenshot(popup, name);
}

/** The popup on a page of the sandbox, signed in (in French, the earlier tests signed it in already). */
async function popupFor(path: string, language: 'en' | 'fr' = 'en'): Promise<Page> {
  const { tabId } = await world.openTab(path);
  const popup = await world.openPopup(tabId);
  await popup.setViewportSize(POPUP_VIEWPORT);
  if (language === 'en') {
    await signInIfAsked(popup);
    return popup;
  }
  const tab = popup.getByRole('tab', { name: 'Candidat' });
  const signIn = popup.getByRole('button', { name: 'Se connecter', exact: true });
  await expect(tab.or(signIn).first()).toBeVisible();
  if (await signIn.isVisible()) {
    await popup.getByLabel('E-mail', { exact: true }).fill(RECRUITER.email);
    await popup.getByLabel('Mot de passe', { exact: true }).fill(RECRUITER.password);
    await signIn.click();
    await expect(tab).toBeVisible();
  }
  return popup;
}

/** Chooses the vacancy by typing part of its title, as a recruiter would, then waits for its columns. */
async function chooseVacancy(popup: Page, label: string, typed: string, title: string): Promise<void> {
  const vacancy = popup.getByRole('combobox', { name: label });
  await vacancy.fill(typed);
  await popup.getByRole('option', { name: title }).click();
  await expect(vacancy).toHaveValue(title);
}

/** Gives the company API key the first time the popup asks for it (the recruiter signed in with a password). */
async function giveApiKeyIfAsked(popup: Page, label: string, button: string): Promise<void> {
  const key = popup.getByLabel(label, { exact: true });
  if (!(await key.isVisible())) return;
  await key.fill(SANDBOX_API_KEY);
  await popup.getByRole('button', { name: button }).click();
  await expect(key).toBeHidden();
}

test('a profile page is added to a vacancy in a chosen column with a note and a tag, its CV a PDF made from the reviewed fields', async () => {
  await world.configure({ applicantPageUrl: `${world.sandbox.url}/app/company/{company}/applicant/{applicant}` });
  const popup = await popupFor('/demo/plain-profile.html');
  await expect(popup.getByLabel('Email')).toHaveValue('daniel.okafor@example.net');
  await expect(popup.getByRole('button', { name: 'Import candidate' })).toBeEnabled();

  await chooseVacancy(popup, 'Vacancy', 'full-stack', FULL_STACK);
  // Signed in with a password: the company API key is asked for once, here.
  await expect(popup.getByLabel('Company API key', { exact: true })).toBeVisible();
  await giveApiKeyIfAsked(popup, 'Company API key', 'Save the key');
  await popup.getByLabel('Column').selectOption({ label: 'Technical interview' });
  await popup.getByLabel('Note (optional)').fill('Met at the Manchester data meetup; strong on Kafka.');
  await popup.getByLabel('Seniority').selectOption('Senior');
  await expect(popup.getByText('CV: CV - Daniel Okafor.pdf (made from the reviewed details)')).toBeVisible();
  const addButton = popup.getByRole('button', { name: 'Add to vacancy' });
  await expect(addButton).toBeEnabled();
  await screenshotOf(popup, popup.getByRole('region', { name: 'Add to a vacancy' }), 'popup-add-to-vacancy');

  await addButton.click();
  const panel = popup.getByRole('tabpanel', { name: 'Candidate' });
  await expect(panel).toContainText(`Added to ${FULL_STACK}.`, { timeout: 20_000 });
  const steps = popup.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveText([
    `✓ Applicant created in ${FULL_STACK} (done)`,
    '✓ Applicant found (done)',
    '✓ Moved to column Technical interview (done)',
    '✓ Note added (done)',
    '✓ Tags set (done)',
    '✓ Candidate data posted (done)',
  ]);
  await screenshotOf(popup, steps, 'popup-add-to-vacancy-steps');

  const [daniel, ...others] = await applicantsWith('daniel.okafor@example.net');
  expect(others).toEqual([]);
  expect(daniel).toMatchObject({
    firstname: 'Daniel',
    lastname: 'Okafor',
    vacancy: { title: FULL_STACK },
    column: 'Technical interview',
    notes: [{ text: 'Met at the Manchester data meetup; strong on Kafka.', private: true }],
    tags: [{ title: 'Seniority', value: 'Senior' }],
    cv: { fileName: 'CV - Daniel Okafor.pdf', contentType: 'application/pdf' },
  });
  // The recruiter gave the web app's address of an applicant's page: the import ends with a link to this one.
  await expect(panel.getByRole('link', { name: 'Open the applicant in the web app' })).toHaveAttribute(
    'href',
    `${world.sandbox.url}/app/company/${DEMO_COMPANY}/applicant/${daniel!.id}`,
  );
  const text = await pdfText(await cvBytes(daniel!.id));
  expect(text).toContain('Daniel Okafor');
  expect(text).toContain('daniel.okafor@example.net');
});

test('a PDF CV is added to a vacancy with the very bytes of the file', async () => {
  const popup = await popupFor('/demo/index.html');
  const panel = popup.getByRole('tabpanel', { name: 'Candidate' });
  await popup.getByRole('tab', { name: 'Candidate' }).click();
  await panel.getByText('Read a CV file instead').click();
  await panel.getByLabel('CV file (PDF or DOCX)').setInputFiles(resolve('sandbox/demo/cv.pdf'));
  await expect(popup.getByLabel('Email')).toHaveValue('lea.moreau@example.org', { timeout: 20_000 });

  // The choices of the last candidate are offered again; the note is not.
  await expect(popup.getByRole('combobox', { name: 'Vacancy' })).toHaveValue(FULL_STACK);
  await expect(popup.getByLabel('Column')).toHaveValue(String(columnIdOf('Technical interview')));
  await expect(popup.getByLabel('Note (optional)')).toHaveValue('');
  await expect(popup.getByLabel('Seniority')).toHaveValue('Senior');
  await chooseVacancy(popup, 'Vacancy', 'node', NODE_BACKEND);
  await giveApiKeyIfAsked(popup, 'Company API key', 'Save the key');
  await popup.getByLabel('Column').selectOption({ label: 'Phone screen' });
  await popup.getByLabel('Note (optional)').fill('Product owner, open to a move to engineering.');
  await popup.getByRole('checkbox', { name: 'Visible to the team' }).check();
  await popup.getByLabel('Source').fill('Salon');
  await expect(popup.getByText('CV: cv.pdf')).toBeVisible();
  await popup.getByRole('button', { name: 'Add to vacancy' }).click();
  await expect(panel).toContainText(`Added to ${NODE_BACKEND}.`, { timeout: 20_000 });

  const [lea, ...others] = await applicantsWith('lea.moreau@example.org');
  expect(others).toEqual([]);
  expect(lea).toMatchObject({
    firstname: 'Léa',
    lastname: 'Moreau',
    vacancy: { title: NODE_BACKEND },
    column: 'Phone screen',
    notes: [{ text: 'Product owner, open to a move to engineering.', private: false }],
    tags: [
      { title: 'Seniority', value: 'Senior' },
      { title: 'Source', value: 'Salon' },
    ],
    cv: { fileName: 'cv.pdf', contentType: 'application/pdf' },
  });
  const original = readFileSync(resolve('sandbox/demo/cv.pdf'));
  expect((lea!.cv as { sha256: string }).sha256).toBe(createHash('sha256').update(original).digest('hex'));
});

test('a candidate already in the vacancy gets only the note and tags, never a second application', async () => {
  const popup = await popupFor('/demo/jsonld-profile.html');
  await expect(popup.getByLabel('Email')).toHaveValue('camille.laurent@example.org');
  await chooseVacancy(popup, 'Vacancy', 'full-stack', FULL_STACK);
  await giveApiKeyIfAsked(popup, 'Company API key', 'Save the key');
  await expect(popup.getByText('Already in this vacancy (column Technical interview)')).toBeVisible();
  await expect(popup.getByText(/^Known in \d+ other vac/)).toBeHidden();
  const before = (await applicantsWith('camille.laurent@example.org')).filter((one) => one.vacancy?.title === FULL_STACK);
  expect(before).toHaveLength(1);

  await popup.getByLabel('Note (optional)').fill('Asked about remote days.');
  await popup.getByRole('button', { name: 'Add note and tags' }).click();
  await expect(popup.getByRole('tabpanel', { name: 'Candidate' })).toContainText(`Added to ${FULL_STACK}.`, { timeout: 20_000 });
  await expect(popup.getByRole('list', { name: 'Steps' })).toContainText(`Already in ${FULL_STACK}: nothing created`);

  const after = (await applicantsWith('camille.laurent@example.org')).filter((one) => one.vacancy?.title === FULL_STACK);
  expect(after.map((one) => one.id)).toEqual(before.map((one) => one.id));
  expect(after[0]!.notes.map((note) => note.text)).toContain('Asked about remote days.');
});

test('in French: the pickers, the steps and the CV made in French', async () => {
  await world.configure({ interfaceLanguage: 'fr' });
  try {
    const popup = await popupFor('/demo/no-email.html', 'fr');
    await expect(popup.getByLabel('Prénom')).toHaveValue('Ingrid');
    await popup.getByLabel('E-mail', { exact: true }).fill('ingrid.johansson@example.se');
    await chooseVacancy(popup, 'Offre', 'data', 'Data Engineer (contract)');
    await giveApiKeyIfAsked(popup, "Clé d'API de l'entreprise", 'Enregistrer la clé');
    await popup.getByLabel('Colonne').selectOption({ label: 'Entretien' });
    await popup.getByLabel('Note (facultative)').fill('Rencontrée au salon de Lyon.');
    await popup.getByLabel('Seniority').selectOption('Confirmed');
    // The source remembered from the last candidate does not fit this one.
    await popup.getByLabel('Source').fill('');
    await expect(popup.getByText('CV : CV - Ingrid Johansson.pdf (établi à partir des informations vérifiées)')).toBeVisible();
    await screenshotOf(popup, popup.getByRole('region', { name: 'Ajouter à une offre' }), 'popup-add-to-vacancy-fr');

    await popup.getByRole('button', { name: "Ajouter à l'offre" }).click();
    await expect(popup.getByRole('tabpanel', { name: 'Candidat' })).toContainText('Ajouté à Data Engineer (contract).', {
      timeout: 20_000,
    });
    const steps = popup.getByRole('list', { name: 'Étapes' });
    await expect(steps).toContainText('Déplacé dans la colonne Entretien');
    await screenshotOf(popup, steps, 'popup-add-to-vacancy-steps-fr');

    const [ingrid] = await applicantsWith('ingrid.johansson@example.se');
    expect(ingrid).toMatchObject({ column: 'Entretien', tags: [{ title: 'Seniority', value: 'Confirmed' }] });
    const text = await pdfText(await cvBytes(ingrid!.id));
    expect(text).toContain('Ingrid Johansson');
    expect(text).toContain('ingrid.johansson@example.se');
  } finally {
    await world.configure({ interfaceLanguage: 'auto' });
  }
});

/** A column's id as the sandbox's seed numbers it. */
function columnIdOf(title: string): number {
  return columns.find((column) => column.company_id === DEMO_COMPANY && column.title === title)!.id;
}
