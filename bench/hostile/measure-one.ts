// Child process of the hostile bench: reads a harmless document of the same kind (so the code is
// loaded), then the hostile one as the CLI does, and reports the cost of the latter: its time, and
// the process's peak memory (maxRSS), the document's alone since the process is its own.
import { extractFromPath } from '../../lib/extract/node/readers.ts';

export interface Measure {
  /** Wall-clock time, and the CPU time spent (the work, whatever else the machine runs). */
  ms: number;
  cpuMs: number;
  peakMb: number;
  outcome: 'candidate' | 'message';
  /** The candidate's name and e-mails, or the message the recruiter is shown. */
  detail: string;
}

async function outcomeOf(file: string): Promise<Pick<Measure, 'outcome' | 'detail'>> {
  try {
    const { candidate, notes } = await extractFromPath(file);
    const found = `${candidate.name.full ?? '(no name)'}, ${candidate.emails.length} e-mail(s)`;
    return { outcome: 'candidate', detail: notes.length ? `${found}; notes: ${notes.map((note) => note.code).join(' ')}` : found };
  } catch (error) {
    return { outcome: 'message', detail: error instanceof Error ? error.message : String(error) };
  }
}

const [plain, hostile] = process.argv.slice(2) as [string, string];
console.log = console.info = console.warn = () => {};
await outcomeOf(plain);
const started = performance.now();
const cpu = process.cpuUsage();
const outcome = await outcomeOf(hostile);
const { user, system } = process.cpuUsage(cpu);
const measure: Measure = {
  ms: performance.now() - started,
  cpuMs: (user + system) / 1000,
  peakMb: process.resourceUsage().maxRSS / 1024,
  ...outcome,
};
process.stdout.write(JSON.stringify(measure) + '\n');
