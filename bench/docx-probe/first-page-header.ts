// A two-page CV whose name, headline and contact details stand only in the first page's header (the
// section has a distinct first page); later pages' header a small "Curriculum vitae" with the page
// number, and the footers differ between odd and even pages (the settings set them apart): an odd
// page's footer the page number at the right, an even page's at the left beside the same words. The
// body breaks to the second page before the education. Each job the title and employer in bold
// ("Title · Employer"), the town and dates in grey on the next line, Symbol-font bullets; headings
// in Heading 1. Trebuchet MS.
import type { ProbeLanguage, ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, PAGE_BREAK, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

const TITLE: Record<ProbeLanguage, string> = {
  en: 'Curriculum vitae',
  fr: 'Curriculum vitae',
  de: 'Lebenslauf',
  es: 'Currículum vítae',
  it: 'Curriculum vitae',
  nl: 'Curriculum vitae',
  pt: 'Currículo',
};

const pageNumber = (look = { size: 8, color: '808080' }) =>
  `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run('2', look)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'es' || language === 'fr' ? 0 : 1];
  const small = { size: 8, color: '808080' };
  const first = [
    p(b.name, { size: 20, bold: true, color: '17365D' }, { after: 0 }),
    p(b.label, { size: 11 }, { after: 2 }),
    p([placeParts(b, language).join(', '), b.phone].join('  •  '), { size: 9 }, { after: 0 }),
    p([b.email, ...webAddresses(b).map(bareUrl)].join('  •  '), { size: 9 }, { after: 0, borderBottom: true }),
  ];
  const later = para(run(`${TITLE[language]} – `, small) + pageNumber(), { align: 'right', after: 0 });
  const oddFooter = para(pageNumber(), { align: 'right', after: 0 });
  const evenFooter = para(pageNumber() + run(`  ${TITLE[language]}`, small), { align: 'left', after: 0 });
  const grey = { color: '7F7F7F', size: 9.5 };
  const body = [
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      p(`${w.position} · ${w.name}`, { bold: true }, { before: 8, after: 0, keepNext: true }),
      p(`${w.location}, ${period(w, language, 'months')}`, grey, { after: 2 }),
      ...(w.summary ? [p(w.summary)] : []),
      ...w.highlights.map((hl) => p(hl, {}, { numId: BULLET.symbol, after: 0 })),
    ]),
    para(PAGE_BREAK),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      p(`${degreeOf(e)} · ${e.institution}`, { bold: true }, { before: 8, after: 0 }),
      ...(period(e, language, 'years') ? [p(period(e, language, 'years'), grey, { after: 2 })] : []),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    ...resume.skills.map((s) => p(s.keywords.join(', '), {}, { numId: BULLET.symbol, after: 0 })),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => p(`${l.language}: ${l.fluency}`, {}, { after: 0 })),
    section({
      top: 2400,
      titlePage: true,
      headers: { first: 'header1', default: 'header2', even: 'header3' },
      footers: { first: 'footer1', default: 'footer1', even: 'footer2' },
    }),
  ];
  return {
    body: body.join(''),
    headers: { header1: first.join(''), header2: later, header3: later },
    footers: { footer1: oddFooter, footer2: evenFooter },
    settings: '<w:evenAndOddHeaders/>',
    styles: styles('Trebuchet MS', 10, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 12, bold: true, color: '17365D' },
        props: { before: 14, after: 4, keepNext: true, borderBottom: true },
      },
    ]),
    numbering: NUMBERING,
  };
}

export const firstPageHeader: Template = { name: 'first-page-header', shows: SHOWS_ALL, document };
