import { browser } from 'wxt/browser';

/** Sends one message to the background and resolves with its answer (undefined when none came). */
export function sendToBackground(message: unknown): Promise<unknown> {
  return browser.runtime.sendMessage(message);
}

export function openOptionsPage(): Promise<void> {
  return browser.runtime.openOptionsPage();
}
