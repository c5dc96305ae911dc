import { describe, expect, it } from 'vitest';
import { batchCsv, toCsv } from '@/lib/bulk/csv';
import { bulkTranslator } from '@/lib/bulk/i18n';
import { rowStatuses } from '@/lib/bulk/status';
import { translatorFor } from '@/lib/ui/bundled-translator';
import { ada, readRow, unreadableRow } from './rows';

const english = { bulk: bulkTranslator('en'), ui: translatorFor('en', 'en-GB') };
const french = { bulk: bulkTranslator('fr'), ui: translatorFor('fr', 'fr-FR') };

describe('CSV export', () => {
  it('quotes what needs quoting, and a cell that starts like a formula never runs as one (phone numbers stay)', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', '=HYPERLINK("x")', '@SUM(1)', '+33 6 12 34 56 78', '-1+2', 'plain']])).toBe(
      `"a,b","say ""hi""","two\nlines","'=HYPERLINK(""x"")",'@SUM(1),+33 6 12 34 56 78,'-1+2,plain\r\n`,
    );
  });

  it('has a line per file with its cells, status with why, and import, in the language of the page', () => {
    const rows = [
      readRow(0, ada, { job: { state: 'imported', jobId: 'j1', at: 1 } }),
      readRow(1, { ...ada, headline: 'Analyst, engines' }, { hash: 'hash-0' }),
      unreadableRow(2, { code: 'scanned-pdf' }),
    ];
    const statuses = rowStatuses(rows);
    const lines = batchCsv(rows, statuses, new Map(), english).split('\r\n');
    expect(lines[0]).toBe('File,Name,E-mail,Phone,Headline,Location,Status,Why,Import,Import problem');
    expect(lines[1]).toBe('cv-0.pdf,Ada Lovelace,ada@example.org,+44 20 7946 0000,Analyst,London,Ready,,Imported,');
    expect(lines[2]).toBe(
      'cv-1.pdf,Ada Lovelace,ada@example.org,+44 20 7946 0000,"Analyst, engines",London,Duplicate in this batch,Same file as cv-0.pdf,,',
    );
    expect(lines[3]).toBe('cv-2.pdf,,,,,,Unreadable,This CV is an image; there is no text to read.,,');

    const inFrench = batchCsv(rows, statuses, new Map(), french).split('\r\n');
    expect(inFrench[0]).toBe('Fichier,Nom,E-mail,Téléphone,Titre,Lieu,Statut,Pourquoi,Import,Problème d’import'.replace('’', "'"));
    expect(inFrench[2]).toContain('Doublon dans ce lot,Même fichier que cv-0.pdf');
  });
});
