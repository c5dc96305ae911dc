// The typed round: CVs typed by hand in Word, each drawing its own layout from the person's seed
// (typed/grammar.ts holds the choices, the split and the values held out of the dev half). A document
// is `typed__<person id>`, the id ending in the document's number, which decides its half.
import path from 'node:path';
import { visibleTruth, type VisibleTruth } from '../latex-probe/truth.ts';
import { PROBE_LANGUAGES, makePerson, type ProbePerson } from '../theme-probe/persons.ts';
import { seedOf } from '../theme-probe/seed.ts';
import { degreeOf } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { entry, roles, type EntryFrame, type TypedEntry } from './typed/entries.ts';
import { TYPED_COUNT, drawLayout, typedHalf, type Layout } from './typed/grammar.ts';
import { detailLines, header, printedName } from './typed/header.ts';
import { typedPeriod } from './typed/periods.ts';
import { extraSections, heading, headingWords, skillSections, type Section } from './typed/sections.ts';
import { NUMBERING, PAGE_BREAK, cell, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { TYPED_WORDS } from './words.ts';

export const TYPED_NAME = 'typed';

const SIGNATURE_DATES: Record<ProbePerson['language'], string> = {
  en: '12 March 2024',
  fr: '12/03/2024',
  de: '12.03.2024',
  es: '12/03/2024',
  it: '12/03/2024',
  nl: '12-03-2024',
  pt: '12/03/2024',
};

interface Printed {
  work: { company: string; title: string }[];
  entries: string[];
}

function experience(person: ProbePerson, layout: Layout, frame: EntryFrame): Printed {
  const { resume, language } = person;
  const typed = TYPED_WORDS[language];
  const odd = layout.seed % resume.work.length;
  const jobs = resume.work.map((w, i) => {
    const e: TypedEntry = {
      title: w.position,
      org: w.name,
      town: w.location,
      period: typedPeriod(w, language, layout),
      ...(w.summary ? { summary: w.summary } : {}),
      highlights: w.highlights,
      extra: [],
    };
    if (i !== odd || layout.oddEntry === 'none') return { e, company: w.name };
    if (layout.oddEntry === 'no-title') return { e: { ...e, title: '' }, company: w.name };
    if (layout.oddEntry === 'long-title') return { e: { ...e, title: `${w.position} ${typed.longTitleTail}` }, company: w.name };
    return { e: { ...e, org: typed.freelance, town: undefined }, company: '' };
  });
  const entries: string[] = [];
  for (let i = 0; i < jobs.length;) {
    const run = [jobs[i]!];
    while (layout.roles === 'grouped' && jobs[i + run.length]?.company === jobs[i]!.company && jobs[i]!.company)
      run.push(jobs[i + run.length]!);
    const titled = run.every((j) => j.e.title);
    if (run.length > 1 && titled)
      entries.push(
        ...roles(
          run[0]!.e.org,
          run[0]!.e.town,
          run.map((j) => j.e),
          frame,
        ),
      );
    else for (const j of run) entries.push(...entry(j.e, layout.entryShape, frame));
    i += run.length;
  }
  return { work: jobs.map((j) => ({ company: j.company, title: j.e.title })), entries };
}

function education(person: ProbePerson, layout: Layout, frame: EntryFrame): string[] {
  const { resume, language } = person;
  return resume.education.flatMap((ed) => {
    const ownLine = layout.gradeLine === 'own-line';
    const degree = ownLine ? [ed.studyType, ed.area].filter(Boolean).join(', ') : degreeOf(ed);
    const extra = [...(ownLine && ed.score ? [`${TYPED_WORDS[language].grade} ${ed.score}`] : []), ...(ed.courses ?? [])];
    const [title, org] = layout.educationOrder === 'degree-first' ? [degree, ed.institution] : [ed.institution, degree];
    const e: TypedEntry = { title, org, period: typedPeriod(ed, language, layout, { job: false }), highlights: [], extra };
    return entry(e, layout.educationShape, { ...frame, layout: { ...layout, description: 'none' } });
  });
}

function footerOf(person: ProbePerson, layout: Layout): string | undefined {
  if (layout.footer === 'name') return p(person.resume.basics.name, { size: 8 }, { align: 'center', after: 0 });
  if (layout.footer === 'none') return undefined;
  const [before, between] = TYPED_WORDS[person.language].pageOf;
  const field = (code: string) => `<w:fldSimple w:instr=" ${code} "><w:r><w:t>1</w:t></w:r></w:fldSimple>`;
  return para(run(before, { size: 8 }) + field('PAGE') + run(between, { size: 8 }) + field('NUMPAGES'), { align: 'right', after: 0 });
}

function document(person: ProbePerson, layout: Layout) {
  const { resume, language } = person;
  const b = resume.basics;
  const width = textWidth();
  const leftColumn = 2268;
  const inTable = layout.headingSetting === 'left-column';
  const contentWidth = inTable ? width - leftColumn - 170 : width;
  const periods = resume.work.map((w) => typedPeriod(w, language, layout));
  const longest = Math.max(...periods.map((t) => t.length));
  const frame: EntryFrame = {
    layout,
    width: contentWidth,
    dateColumn: Math.min(3969, Math.max(1701, Math.round(longest * layout.size * 11 + 284))),
    duties: TYPED_WORDS[language].duties,
  };
  const h = headingWords(layout, language);
  const work = experience(person, layout, frame);
  const main: Section[] = [
    { title: h.experience, content: work.entries },
    { title: h.education, content: education(person, layout, frame) },
  ];
  if (layout.order === 'education-first') main.reverse();
  const skills = resume.skills.flatMap((s) => s.keywords);
  const sections: Section[] = [
    ...(layout.summary === 'printed' ? [{ title: h.profile, content: [p(b.summary)] }] : []),
    ...(layout.details === 'section' ? [{ title: h.personal, content: detailLines(language) }] : []),
    ...main,
    ...skillSections({ skills, languages: resume.languages }, h, language, layout, contentWidth),
    ...extraSections(language, layout),
  ];
  const breakBefore = layout.pages === 'two' ? sections.indexOf(main[1]!) : -1;
  const blocks = sections.flatMap((s, i) => {
    const title = heading(s.title, i + 1, layout);
    const body = inTable
      ? [
          table(
            [leftColumn, width - leftColumn],
            [row(cell(title, { width: leftColumn }), cell(s.content.join(''), { width: width - leftColumn }))],
          ),
          p('', {}, { after: 0 }),
        ]
      : [title, ...s.content];
    return i === breakBefore ? [para(PAGE_BREAK), ...body] : body;
  });
  const place = person.city ?? resume.work[0]!.location;
  const signature =
    layout.signature === 'place-date'
      ? [p(`${place}, ${SIGNATURE_DATES[language]}`, {}, { before: 24, after: 18 }), p(b.name, { italic: true })]
      : [];
  const footer = footerOf(person, layout);
  const body = [...header(person, layout, width), ...blocks, ...signature, section(footer ? { footer: 'footer1' } : {})];
  return {
    parts: {
      body: body.join(''),
      styles: styles(layout.font, layout.size, []),
      numbering: NUMBERING,
      ...(footer ? { footers: { footer1: footer } } : {}),
    },
    work: work.work,
  };
}

export interface TypedDocument {
  stem: string;
  person: ProbePerson;
  template: Template;
  truth: VisibleTruth;
  /** The name as printed, where the layout prints it otherwise than the truth writes it ("MÜLLER Anna"). */
  printedName: string;
}

/** The n-th typed document: its person, its drawn layout, and the truth of what it prints. */
export function typedDocument(n: number): TypedDocument {
  const seed = seedOf(TYPED_NAME) + n;
  const person = makePerson(PROBE_LANGUAGES[n % PROBE_LANGUAGES.length]!, n, seed);
  const layout = drawLayout(n, seedOf(`${TYPED_NAME}-layout`) + n * 7919);
  const shows = {
    ...SHOWS_ALL,
    headline: layout.headline === 'under-name',
    website: layout.links === 'all',
    profiles: layout.links === 'all',
    summary: layout.summary === 'printed',
  };
  const built = document(person, layout);
  const truth = { ...visibleTruth(person, shows), work: built.work };
  const template: Template = { name: TYPED_NAME, shows, document: () => built.parts };
  return { stem: `${TYPED_NAME}__${person.id}`, person, template, truth, printedName: printedName(person.resume.basics.name, layout) };
}

export const typedDocuments = () => Array.from({ length: TYPED_COUNT }, (_, n) => typedDocument(n));

/** Whether a probe document (DOCX or its PDF) is one of the typed round's. */
export const isTypedFile = (file: string) => path.basename(file).startsWith(`${TYPED_NAME}__`);

/** A typed document's half, from the number its name ends with ("typed__de-lea-vogt-17.docx"). */
export const halfOfTypedFile = (file: string) => typedHalf(Number(/-(\d+)\.\w+$/.exec(path.basename(file))![1]));
