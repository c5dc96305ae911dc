// npm run --silent extract -- FILE...  → one JSON line per FILE, in order:
// {"file": FILE, "candidate": CANDIDATE} or {"file": FILE, "error": "message"}. Nothing else on stdout.
import en from '../public/_locales/en/messages.json';
import { DocumentError } from '../lib/extract/documents/document-error.ts';
import { extractFromPath } from '../lib/extract/node/readers.ts';
import { problemText } from '../lib/ui/extraction-text.ts';
import { createTranslator } from '../lib/ui/i18n.ts';

// pdf.js and other libraries may log warnings; keep stdout for the JSON lines only.
const writeLine = process.stdout.write.bind(process.stdout);
console.log =
  console.info =
  console.warn =
  console.debug =
    (...args: unknown[]) => {
      process.stderr.write(args.join(' ') + '\n');
    };

function errorMessage(error: unknown): string {
  if (error instanceof DocumentError) return problemText(error.problem, createTranslator('en', en));
  if ((error as NodeJS.ErrnoException)?.code === 'ENOENT') return 'File not found.';
  return `Could not read this file: ${error instanceof Error ? error.message : String(error)}`;
}

// --untimed lifts a page's 100 ms reading budget, so the output does not depend on how busy the
// machine is (the accuracy tests use it); without it the CLI reads as the extension does.
const UNTIMED = '--untimed';
const args = process.argv.slice(2);
const files = args.filter((arg) => arg !== UNTIMED);
const options = args.includes(UNTIMED) ? { limits: { timeMs: Number.POSITIVE_INFINITY } } : {};
if (files.length === 0) {
  process.stderr.write(`usage: npm run --silent extract -- [${UNTIMED}] FILE.(html|htm|pdf|docx)...\n`);
  process.exitCode = 2;
}
for (const file of files) {
  try {
    const { candidate } = await extractFromPath(file, options);
    writeLine(JSON.stringify({ file, candidate }) + '\n');
  } catch (error) {
    writeLine(JSON.stringify({ file, error: errorMessage(error) }) + '\n');
  }
}
