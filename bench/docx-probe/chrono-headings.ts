// A one-column chronological CV as Word's own templates build it: the name in the Title style, the
// headline in Subtitle, a contact line under them; sections in Heading 1 with a rule under it; each
// job a Heading 2 line "Title, Employer" with its dates at a right tab stop, the place in italics
// under it and bullets from a numbering definition (Symbol font); "Group: a, b, c" skill lines. Calibri.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, p, para, run, section, styles, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[0];
  const links = new Links();
  const dateTab = [{ align: 'right' as const, at: textWidth() }];
  const contact = [placeParts(b, language).join(', '), b.phone, b.email].map((t) => run(t));
  const web = webAddresses(b).map((url) => links.link(url, bareUrl(url)));
  const body = [
    p(b.name, {}, { style: 'Title' }),
    p(b.label, {}, { style: 'Subtitle' }),
    para([...contact, ...web].join(run(' | ')), { align: 'center' }),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      para(run(`${w.position}, ${w.name}`) + run(`\t${period(w, language, 'numeric')}`, { bold: false }), {
        style: 'Heading2',
        tabs: dateTab,
      }),
      p(w.location, { italic: true }),
      ...w.highlights.map((hl) => p(hl, {}, { style: 'ListParagraph', numId: BULLET.symbol })),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      para(run(e.institution) + run(`\t${period(e, language, 'years')}`, { bold: false }), { style: 'Heading2', tabs: dateTab }),
      p(degreeOf(e), { italic: true }),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    ...resume.skills.map((s) => para(run(`${s.name}: `, { bold: true }) + run(s.keywords.join(', ')))),
    p(h.languages, {}, { style: 'Heading1' }),
    p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(' · ')),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Calibri', 11, [
      { id: 'Title', name: 'Title', look: { size: 26, color: '1F3864' }, props: { align: 'center', after: 2 } },
      { id: 'Subtitle', name: 'Subtitle', look: { size: 13, color: '595959' }, props: { align: 'center' } },
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 14, bold: true, color: '1F3864' },
        props: { borderBottom: true, before: 12, after: 4, keepNext: true },
      },
      { id: 'Heading2', name: 'heading 2', outline: 1, look: { size: 11, bold: true }, props: { before: 6, after: 0, keepNext: true } },
      { id: 'ListParagraph', name: 'List Paragraph', props: { indent: 720, after: 0 } },
    ]),
    numbering: NUMBERING,
    links: links.targets,
  };
}

export const chronoHeadings: Template = { name: 'chrono-headings', shows: SHOWS_ALL, document };
