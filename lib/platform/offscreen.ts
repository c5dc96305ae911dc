import { browser } from 'wxt/browser';

/**
 * The page where CV documents are parsed, away from the popup: Chrome's offscreen document (its
 * worker has no DOM), or in Firefox a frame of the background page. The same built page serves
 * both, with its pdf.js worker as a file of the extension (the background script, bundled as one
 * file, could only inline it).
 */
const PARSER_PAGE = 'offscreen.html';

interface ParseRequest {
  target: 'offscreen';
  parseJob: string;
}

const isParseRequest = (message: unknown): message is ParseRequest =>
  !!message &&
  typeof message === 'object' &&
  (message as ParseRequest).target === 'offscreen' &&
  typeof (message as ParseRequest).parseJob === 'string';

const inChrome = typeof chrome !== 'undefined' && 'offscreen' in chrome;
const frameSelector = `iframe[src$="/${PARSER_PAGE}"]`;

async function parserPageExists(): Promise<boolean> {
  return inChrome ? chrome.offscreen.hasDocument() : document.querySelector(frameSelector) !== null;
}

async function createParserPage(): Promise<void> {
  if (inChrome) {
    await chrome.offscreen.createDocument({
      url: PARSER_PAGE,
      reasons: [chrome.offscreen.Reason.DOM_PARSER, chrome.offscreen.Reason.WORKERS],
      justification: 'Reads the CV documents (PDF, DOCX) the recruiter imports, even after the popup closes.',
    });
    return;
  }
  const frame = document.createElement('iframe');
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = browser.runtime.getURL(`/${PARSER_PAGE}`);
  document.body.append(frame);
  await loaded;
}

let creating: Promise<void> | undefined;

/** Created on demand and then reused (Chrome allows one offscreen document per extension). */
async function ensureParserPage(): Promise<void> {
  if (creating) return creating;
  if (await parserPageExists()) return;
  creating ??= createParserPage().finally(() => (creating = undefined));
  return creating;
}

/** Has the parser page parse one document job; resolves once its result is stored. */
export async function parseAwayFromPopup(jobId: string): Promise<void> {
  await ensureParserPage();
  const request: ParseRequest = { target: 'offscreen', parseJob: jobId };
  await browser.runtime.sendMessage(request);
}

/** In the parser page: answers the worker's parse requests, and leaves every other message to the worker. */
export function answerParseRequests(parse: (jobId: string) => Promise<void>): void {
  browser.runtime.onMessage.addListener(((message: unknown, _sender: unknown, sendResponse: (answer: null) => void) => {
    if (!isParseRequest(message)) return false;
    void parse(message.parseJob).then(() => sendResponse(null));
    return true;
  }) as never);
}
