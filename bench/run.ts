import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchBulk } from './bulk';
import { benchBundle } from './bundle';
import { benchCvPdf } from './cv-pdf';
import { benchExtraction } from './extraction';
import { benchGateway } from './gateway';
import { benchHostile } from './hostile';
import { benchHostilePopup } from './hostile-popup';
import { benchPopup } from './popup';
import { verdict, type BenchLine } from './stats';

/** `npm run bench`: every performance figure of the project in one table, also written to bench-results.json. */
async function main(): Promise<void> {
  const sections: Array<[string, () => Promise<BenchLine[]>]> = [
    ['bundle sizes', benchBundle],
    ['popup', benchPopup],
    ['gateway', benchGateway],
    ['extraction', benchExtraction],
    ['hostile documents', benchHostile],
    ['hostile documents in the popup', benchHostilePopup],
    ['cv pdf', benchCvPdf],
    ['bulk', benchBulk],
  ];
  const lines: BenchLine[] = [];
  for (const [name, run] of sections) {
    process.stderr.write(`bench: ${name}…\n`);
    lines.push(...(await run()));
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  const rows = lines.map((line) => [
    line.name,
    `${line.value} ${line.unit}`.trim(),
    line.budget === undefined ? '' : `≤ ${line.budget} ${line.unit}`,
    verdict(line),
    line.detail ?? '',
  ]);
  const header = ['measure', 'value', 'budget', 'verdict', 'detail'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const format = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`machine: ${machine}`);
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(format(row));
  writeFileSync('bench-results.json', JSON.stringify({ takenAt: new Date().toISOString(), machine, lines }, null, 2) + '\n');
  if (lines.some((line) => verdict(line) === 'FAIL')) process.exitCode = 1;
}

void main();
