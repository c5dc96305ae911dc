// A CV made from one of Word's built-in résumé templates, filled in: every part the template offers is
// a content control (`w:sdt`) — the name in the Title style, each contact item its own inline control
// on one line apart by bars, the profile, each section's heading — and each job or study is an item of
// a repeating section, its dates in Heading 3 over "Title, Employer, Town" in Heading 2 (the employer
// in a character style of its own), then the description as one paragraph. One control the person never
// filled in still shows the template's prompt in its placeholder style. Skills in a two-column table
// of bulleted items, itself a control; languages one paragraph. Calibri Light headings.
import type { ProbePerson, ProbeLanguage } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, cell, control, esc, p, para, row, run, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

// The prompt Word's template shows in a control left unfilled, as the template words it in each language.
const PROMPT: Record<ProbeLanguage, string> = {
  en: 'Link to other online properties: Portfolio, Website or Blog',
  fr: 'Lien vers d’autres propriétés en ligne : portfolio, site web ou blog',
  de: 'Link zu anderen Onlineeigenschaften: Portfolio, Website oder Blog',
  es: 'Vínculo a otras propiedades en línea: portafolio, sitio web o blog',
  it: 'Collegamento ad altre proprietà online: portfolio, sito Web o blog',
  nl: 'Koppeling naar andere online eigenschappen: portfolio, website of blog',
  pt: 'Link para outras propriedades online: portfólio, site ou blog',
};

const placeholder = (text: string) => `<w:r><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>${esc(text)}</w:t></w:r>`;
const employerRun = (text: string) =>
  `<w:r><w:rPr><w:rStyle w:val="SubtleReference"/></w:rPr><w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'de' || language === 'pt' ? 1 : 0];
  const links = new Links();
  const bar = run(' | ', { color: '8EAADB' });
  const contacts = [
    ...placeParts(b, language).map((t, i) => control(run(t), { title: i ? 'Town' : 'Address' })),
    control(run(b.phone), { title: 'Phone' }),
  ];
  const online = [
    control(links.link(`mailto:${b.email}`, b.email), { title: 'Email' }),
    ...webAddresses(b).map((url) => control(links.link(url, bareUrl(url)), { title: 'Website' })),
  ];
  const heading = (text: string) => control(p(text, {}, { style: 'Heading1' }), { title: 'Section heading' });
  const entries = (items: { dates: string; title: string; place: string; text?: string }[], title: string) =>
    control(
      items
        .map((item) =>
          control(
            [
              ...(item.dates ? [p(item.dates, {}, { style: 'Heading3' })] : []),
              para(run(`${item.title}, `) + employerRun(item.place), { style: 'Heading2' }),
              ...(item.text ? [p(item.text)] : []),
            ].join(''),
            { title, repeating: 'item' },
          ),
        )
        .join(''),
      { title, repeating: 'section' },
    );
  const keywords = resume.skills.flatMap((s) => s.keywords);
  const half = Math.ceil(keywords.length / 2);
  const column = (items: string[]) => items.map((k) => p(k, {}, { numId: BULLET.round, after: 0 })).join('');
  const width = textWidth(1080) / 2;
  const body = [
    control(p(b.name, {}, { style: 'Title' }), { title: 'Your Name' }),
    control(p(b.label, { color: '404040' }, { after: 4 }), { title: 'Profession or Industry' }),
    para(contacts.join(bar), { align: 'left', after: 0 }),
    para(online.join(bar) + bar + control(placeholder(PROMPT[language]), { title: 'Link', showing: true }), { after: 12 }),
    control(p(b.summary), { title: 'Objective' }),
    heading(h.experience),
    entries(
      resume.work.map((w) => ({
        dates: period(w, language, 'months', ' – '),
        title: w.position,
        place: `${w.name}, ${w.location}`,
        text: w.highlights.join(' '),
      })),
      'Experience',
    ),
    heading(h.education),
    entries(
      resume.education.map((e) => ({ dates: period(e, language, 'months', ' – '), title: degreeOf(e), place: e.institution })),
      'Education',
    ),
    heading(h.skills),
    control(table([width, width], [row(cell(column(keywords.slice(0, half)), { width }), cell(column(keywords.slice(half)), { width }))]), {
      title: 'Skills',
    }),
    heading(h.languages),
    control(p(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', ')), { title: 'Languages' }),
    section({ margin: 1080 }),
  ];
  const own = styles('Calibri', 11, [
    { id: 'Title', name: 'Title', look: { size: 26, color: '262626', font: 'Calibri Light' }, props: { after: 2 } },
    {
      id: 'Heading1',
      name: 'heading 1',
      outline: 0,
      look: { size: 14, caps: true, color: '262626', font: 'Calibri Light' },
      props: { before: 18, after: 6, keepNext: true },
    },
    { id: 'Heading2', name: 'heading 2', outline: 1, look: { size: 12, bold: true, color: '1D824C' }, props: { after: 2, keepNext: true } },
    {
      id: 'Heading3',
      name: 'heading 3',
      outline: 2,
      look: { size: 10, caps: true, color: '595959' },
      props: { before: 10, after: 2, keepNext: true },
    },
  ]);
  const characterStyles =
    '<w:style w:type="character" w:styleId="PlaceholderText"><w:name w:val="Placeholder Text"/><w:uiPriority w:val="99"/><w:semiHidden/><w:rPr><w:color w:val="808080"/></w:rPr></w:style>' +
    '<w:style w:type="character" w:styleId="SubtleReference"><w:name w:val="Subtle Reference"/><w:uiPriority w:val="10"/><w:qFormat/><w:rPr><w:b/><w:caps w:val="0"/><w:smallCaps/><w:color w:val="595959"/></w:rPr></w:style>';
  return { body: body.join(''), styles: own + characterStyles, numbering: NUMBERING, links: links.targets };
}

export const contentControls: Template = { name: 'content-controls', shows: SHOWS_ALL, document };
