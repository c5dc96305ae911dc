import { downloadText } from './download-text';

/** Saves `value` as a JSON file through the page's own download (no extension API needed). */
export function downloadJson(fileName: string, value: unknown, doc: Document = document): void {
  downloadText(fileName, JSON.stringify(value, null, 2), 'application/json', doc);
}
