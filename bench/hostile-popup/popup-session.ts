import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchWithExtension } from '../../scripts/chromium';
import type { HostileInput } from '../hostile/inputs';
import { cpuMs, peakMemoryMb, rendererPid, resetPeakMemory } from '../renderer-process';
import { popupOutcome, type Outcome } from './outcome';

/** A popup still reading after this long is left, and the document counted as never ending. */
export const GIVE_UP_MS = 60_000;

/** What one process spent on a document. */
export interface ProcessShare {
  role: 'tab' | 'extension';
  cpuMs: number;
  /** The extension's process: its peak resident memory. The tab's: how far it rose over the page's own. */
  memoryMb: number;
  /** Resident memory when the popup was asked. */
  residentMb: number;
}

/** One document read by the popup, from the moment the popup was asked until it showed the outcome. */
export interface Reading {
  wallMs: number;
  /** CPU time of the processes doing the work, summed. */
  cpuMs: number;
  /** The larger memory figure of the processes (everything in the extension's process is the extension's; in the tab's, the page's own is not). */
  peakMb: number;
  shares: ProcessShare[];
  outcome: Outcome;
}

interface Process {
  role: ProcessShare['role'];
  pid: number;
}

/** Measures the processes from now until the popup shows how reading ended. */
async function measure(popup: Page, processes: Process[], work: () => Promise<unknown>, fileGiven: boolean): Promise<Reading> {
  for (const { pid } of processes) resetPeakMemory(pid);
  const start = processes.map(({ pid }) => ({ cpu: cpuMs(pid), resident: peakMemoryMb(pid) }));
  const started = performance.now();
  let outcome: Outcome;
  try {
    await work();
    outcome = (await popup.evaluate(popupOutcome(GIVE_UP_MS, fileGiven))) as Outcome;
  } catch (error) {
    outcome = { kind: 'none', text: `the popup failed: ${(error as Error).message.split('\n')[0]}` };
  }
  const wallMs = performance.now() - started;
  const shares = processes.map(({ role, pid }, i): ProcessShare => ({
    role,
    cpuMs: cpuMs(pid) - start[i]!.cpu,
    memoryMb: peakMemoryMb(pid) - (role === 'tab' ? start[i]!.resident : 0),
    residentMb: start[i]!.resident,
  }));
  return {
    wallMs,
    cpuMs: shares.reduce((sum, share) => sum + share.cpuMs, 0),
    peakMb: Math.max(...shares.map((share) => share.memoryMb)),
    shares,
    outcome,
  };
}

/**
 * Chromium with the built extension, signed in to the sandbox, whose popup reads documents: pages
 * opened in a tab (served by `urlOf`), CV files given to its file input. Every page of the extension
 * (popup, offscreen document and its pdf.js worker, service worker) lives in one renderer process.
 */
export async function openPopupSession(options: {
  extensionDir: string;
  sandboxUrl: string;
  urlOf: (file: string) => string;
  dir: string;
}): Promise<{ read: (input: HostileInput) => Promise<Reading>; close: () => Promise<void> }> {
  const browser = await launchWithExtension(options.extensionDir);
  const { context, extensionId } = browser;
  const worker = context.serviceWorkers()[0]!;
  await worker.evaluate((settings) => chrome.storage.local.set(settings), {
    serviceUrl: options.sandboxUrl,
    careersUrl: options.sandboxUrl,
    companyId: 'DemoCompany00001',
  });
  // The background answers only its own pages: the settings page signs in, and stays open.
  const settings = await context.newPage();
  await settings.goto(`chrome-extension://${extensionId}/options.html`);
  const signedIn = await settings.evaluate(() =>
    chrome.runtime.sendMessage({ type: 'session.signIn', payload: { email: 'recruiter@example.com', password: 'sandbox-password' } }),
  );
  if (!signedIn?.ok) throw new Error(`sign-in failed in the hostile popup benchmark: ${JSON.stringify(signedIn)}`);
  const extension: Process = { role: 'extension', pid: await rendererPid(settings) };

  async function readPage(file: string): Promise<Reading> {
    const tab = await context.newPage();
    const url = options.urlOf(file);
    await tab.goto(url, { timeout: GIVE_UP_MS });
    const tabId = await worker.evaluate(async (wanted) => (await chrome.tabs.query({})).find((t) => t.url === wanted)?.id ?? -1, url);
    const popup = await context.newPage();
    try {
      const page: Process = { role: 'tab', pid: await rendererPid(tab) };
      return await measure(popup, [page, extension], () => popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`), false);
    } finally {
      await popup.close();
      await tab.close();
    }
  }

  async function readFile(file: string): Promise<Reading> {
    const popup = await context.newPage();
    try {
      // Opened on no tab to read (its own page): once it says so, its Candidate view offers the file input.
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await popup.getByRole('tab', { name: 'Candidate' }).click();
      await popup.getByRole('alert').waitFor();
      const input = popup.getByLabel('CV file (PDF or DOCX)');
      return await measure(popup, [extension], () => input.setInputFiles(file), true);
    } finally {
      await popup.close();
    }
  }

  return {
    async read(input) {
      const file = input.write(options.dir);
      try {
        return await (input.kind === 'html' ? readPage(file) : readFile(file));
      } finally {
        rmSync(file, { force: true });
      }
    },
    close: () => browser.close(),
  };
}
