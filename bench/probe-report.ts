// What a probe's runner prints (the theme probe's, the LaTeX probe's): every document it rendered
// extracted, the mean per field and kind for each half, and with --field the N dev documents scoring
// lowest on that field beside their truth. The check half's documents are measured, never shown, and a
// run that lists documents (one steering a rule) measures the dev half alone, so it shows no check figure.
import { documentsIn, scorePerDocument, tableByKind, type Field } from '../lib/extract/node/corpus.ts';
import { extractLines, printTable, printWorst } from '../lib/extract/node/corpus-report.ts';

export type ProbeHalf = 'dev' | 'check';

interface Probe {
  title: string;
  dir: string;
  renderScript: string;
  halfOf(file: string): ProbeHalf;
  /** Which dev documents may be listed one by one (all of them unless given). */
  shown?(file: string): boolean;
  /** Which documents are read at all (all of them unless given): a part of the probe measured alone. */
  only?(file: string): boolean;
  /** The run lists documents of its own after the tables (the word probe's --against-docx). */
  listsDocuments?: boolean;
}

export async function reportProbe(
  { title, dir, renderScript, halfOf, shown = () => true, only = () => true, listsDocuments = false }: Probe,
  args: string[],
): Promise<void> {
  console.warn = () => {};
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const field = option('--field') as Field | undefined;
  const show = Number(option('--show') ?? 10);
  const files = documentsIn(dir).filter(only);
  if (files.length === 0) throw new Error(`No probe documents: run \`npm run ${renderScript}\` first.`);
  const halves: ProbeHalf[] = field || listsDocuments ? ['dev'] : ['dev', 'check'];
  for (const half of halves) {
    const lines = await extractLines(files.filter((f) => halfOf(f) === half));
    const scores = scorePerDocument(lines, dir);
    console.log(`\n${title}, ${half} half (${scores.length} documents)`);
    printTable(tableByKind(scores));
    if (half === 'dev' && field)
      printWorst(
        lines,
        scores.filter((d) => shown(d.file)),
        field,
        show,
        dir,
      );
  }
}
