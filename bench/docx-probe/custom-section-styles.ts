// A CV whose writer made styles of their own rather than Word's headings: section headings in a
// paragraph style named "Section Title" (based on "CV Body", itself based on Normal; no outline level,
// no "Heading" in its name) in small capitals over a rule; each job's line "Title — Employer, Town" in
// a style "Entry Title" with the dates after a right tab with a dot leader, the navigation pane's level
// set on the paragraph itself; the description in "CV Body" with dash bullets. The site and profiles
// are simple fields (`w:fldSimple` HYPERLINK). Skills as "Group: items" lines; languages one line.
// Georgia.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, NUMBERING, p, para, run, section, simpleFieldLink, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

const STYLES =
  '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia" w:cs="Georgia"/><w:sz w:val="20"/><w:szCs w:val="20"/></w:rPr></w:rPrDefault>' +
  '<w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="paragraph" w:customStyle="1" w:styleId="CVBody"><w:name w:val="CV Body"/><w:basedOn w:val="Normal"/><w:qFormat/>' +
  '<w:pPr><w:spacing w:after="40"/></w:pPr><w:rPr><w:color w:val="262626"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:customStyle="1" w:styleId="SectionTitle"><w:name w:val="Section Title"/><w:basedOn w:val="CVBody"/><w:next w:val="CVBody"/><w:qFormat/>' +
  '<w:pPr><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="8" w:space="1" w:color="7F6000"/></w:pBdr><w:spacing w:before="280" w:after="100"/></w:pPr>' +
  '<w:rPr><w:b/><w:smallCaps/><w:color w:val="7F6000"/><w:spacing w:val="20"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:customStyle="1" w:styleId="EntryTitle"><w:name w:val="Entry Title"/><w:basedOn w:val="CVBody"/><w:next w:val="CVBody"/><w:qFormat/>' +
  '<w:pPr><w:keepNext/><w:spacing w:before="120" w:after="20"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:customStyle="1" w:styleId="CVName"><w:name w:val="CV Name"/><w:basedOn w:val="CVBody"/><w:qFormat/>' +
  '<w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="44"/><w:szCs w:val="44"/><w:color w:val="7F6000"/></w:rPr></w:style>' +
  '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'es' || language === 'de' ? 1 : 0];
  const heading = (text: string) => p(text, {}, { style: 'SectionTitle' });
  const body_ = (text: string) => p(text, {}, { style: 'CVBody' });
  const tab = [{ align: 'right' as const, at: textWidth(1200), leader: 'dot' as const }];
  const entry = (text: string, dates: string) =>
    para(run(text) + run(`\t${dates}`, { bold: false }), { style: 'EntryTitle', tabs: tab, outline: 1 });
  const body = [
    p(b.name, {}, { style: 'CVName' }),
    p(b.label, { italic: true }, { style: 'CVBody', after: 6 }),
    para(run([placeParts(b, language).join(', '), b.phone, b.email].join(' ◦ ')), { style: 'CVBody', after: 0 }),
    para(
      webAddresses(b)
        .map((url) => simpleFieldLink(url, bareUrl(url), { color: '0563C1' }))
        .join(run(' ◦ ')),
      { style: 'CVBody', after: 6 },
    ),
    heading(h.profile),
    body_(b.summary),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      entry(`${w.position} — ${w.name}, ${w.location}`, period(w, language, 'short-months')),
      ...(w.summary ? [body_(w.summary)] : []),
      ...w.highlights.map((hl) => p(hl, {}, { style: 'CVBody', numId: BULLET.dash, after: 0 })),
    ]),
    heading(h.education),
    ...resume.education.map((e) => entry(`${degreeOf(e)} — ${e.institution}`, period(e, language, 'years'))),
    heading(h.skills),
    ...resume.skills.map((s) => para(run(`${s.name}: `, { bold: true }) + run(s.keywords.join(', ')), { style: 'CVBody', after: 0 })),
    heading(h.languages),
    body_(resume.languages.map((l) => `${l.language} – ${l.fluency}`).join(' · ')),
    section({ margin: 1200 }),
  ];
  return { body: body.join(''), styles: STYLES, numbering: NUMBERING };
}

export const customSectionStyles: Template = { name: 'custom-section-styles', shows: SHOWS_ALL, document };
