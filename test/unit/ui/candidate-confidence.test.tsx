// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { ComponentChild } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CandidateView } from '../../../components/CandidateView';
import { I18nContext } from '../../../components/I18n';
import { documentJobs } from '../../../lib/document-jobs/job-store';
import { DocumentError } from '../../../lib/extract/documents/document-error';
import { publishFinishedDocumentJob } from '../../../lib/platform/published-state';
import { translatorFor } from '../../../lib/ui/bundled-translator';
import type { TargetTab } from '../../../lib/ui/target-tab';
import { fakeBackground } from './support/fake-background';

vi.mock('wxt/browser', () => import('./support/browser'));

/** Tab ids no other test file's jobs use: the jobs live in the shared fake IndexedDB. */
const tab: TargetTab = { id: 5301, url: 'https://people.example.com/jane' };

/** A page whose reader is sure of the name (the e-mail repeats it) but not of the location (a country alone). */
const janePage = {
  kind: 'page' as const,
  html: `<!doctype html><html lang="en"><head><title>Jane Doe</title><script type="application/ld+json">{not json</script></head>
    <body><h1>Jane Doe</h1><p>Senior Data Engineer</p><p>France</p><p>jane.doe@example.com · +44 20 7946 0958</p></body></html>`,
  truncated: false,
  pageUrl: tab.url!,
  pageTitle: 'Jane Doe',
};

function showCandidate(language: 'en' | 'fr', target: TargetTab = tab) {
  const ui: ComponentChild = (
    <CandidateView
      tab={target}
      documentLink={null}
      onExtracted={() => undefined}
      onOpenComments={() => undefined}
      onOpenOutbox={() => undefined}
    />
  );
  return render(<I18nContext.Provider value={translatorFor(language, `${language}-GB`)}>{ui}</I18nContext.Provider>);
}

/** The field's accessible description: the texts its aria-describedby names. */
const description = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// The modules the popup loads after its first paint, loaded once here: a test never ends while one is still loading.
beforeAll(() =>
  Promise.all([import('../../../lib/ui/read-document'), import('../../../lib/extract/page'), import('../../../components/ImportControls')]),
);
beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('fields the reader was unsure of', () => {
  it('are marked to be checked, and the mark goes once the recruiter edits the field', async () => {
    fakeBackground({ 'candidate.extract': () => janePage });
    showCandidate('en');

    await vi.waitFor(() => expect(screen.getByLabelText('Location')).toHaveProperty('value', 'France'));
    expect(description('Location')).toContain('Check this field');
    expect(description('First name')).not.toContain('Check this field');
    expect(description('Email')).not.toContain('Check this field');
    expect(screen.getAllByText('Check this field')).toHaveLength(1);

    fireEvent.input(screen.getByLabelText('Location'), { target: { value: 'Lyon, France' } });
    expect(screen.queryByText('Check this field')).toBeNull();
    expect(description('Location')).not.toContain('Check this field');
  });

  it('are marked in French in the French interface', async () => {
    fakeBackground({ 'candidate.extract': () => janePage });
    showCandidate('fr');

    await vi.waitFor(() => expect(screen.getByLabelText('Lieu')).toHaveProperty('value', 'France'));
    expect(description('Lieu')).toContain('À vérifier');
  });
});

describe('extraction notes', () => {
  it('are listed under the form in the recruiter’s language', async () => {
    fakeBackground({ 'candidate.extract': () => janePage });
    showCandidate('en');
    const notes = await screen.findByRole('list', { name: 'Reading notes' });
    expect(notes.textContent).toBe('A JSON-LD block was not valid JSON and was skipped.');

    cleanup();
    showCandidate('fr');
    const notesInFrench = await screen.findByRole('list', { name: 'Notes de lecture' });
    expect(notesInFrench.textContent).toBe('Un bloc JSON-LD au JSON invalide a été laissé de côté.');
  });

  it('are not shown when nothing was skipped', async () => {
    fakeBackground({ 'candidate.extract': () => ({ ...janePage, html: janePage.html.replace('{not json', '{}') }) });
    showCandidate('en');
    await vi.waitFor(() => expect(screen.getByLabelText('Location')).toHaveProperty('value', 'France'));
    expect(screen.queryByRole('list', { name: 'Reading notes' })).toBeNull();
  });
});

describe('a document that could not be read', () => {
  it('says why in the French interface', async () => {
    const scannedOnTab = { id: 5302, url: 'https://people.example.com/nobody' };
    fakeBackground({
      'candidate.extract': () => ({ ...janePage, pageUrl: scannedOnTab.url, html: '<html><body><p>Opening hours.</p></body></html>' }),
      'documents.parse': async ({ jobId }) => {
        await documentJobs.claim(jobId);
        await documentJobs.finish(jobId, { ok: false, error: new DocumentError({ code: 'scanned-pdf' }) });
        await publishFinishedDocumentJob(jobId);
        return null;
      },
    });
    showCandidate('fr', scannedOnTab);
    await screen.findByText(/^Rien sur un candidat/);

    const bytes = new Uint8Array([37, 80, 68, 70]);
    // jsdom's File has no arrayBuffer(); the browser's does.
    const scan = Object.assign(new File([bytes], 'scan.pdf', { type: 'application/pdf' }), {
      arrayBuffer: () => Promise.resolve(bytes.buffer),
    });
    fireEvent.change(screen.getByLabelText('Fichier du CV (PDF ou DOCX)'), { target: { files: [scan] } });

    expect(await screen.findByText("Ce CV est une image ; il n'y a pas de texte à lire.")).toBeTruthy();
    // The file given is named, not the tab, which shows a web page.
    expect(screen.getByText("Le fichier scan.pdf n'a pas pu être lu.")).toBeTruthy();
    expect(screen.queryByText(/Cet onglet affiche/)).toBeNull();
  });
});
