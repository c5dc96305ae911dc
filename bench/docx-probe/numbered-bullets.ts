// A CV made of Word's lists: every job's duties, every skill and every language a bullet drawn from
// a numbering definition (no bullet character in the text). Headings in Heading 1 set in small
// capitals; each job its title in bold over "Employer · Town · dates" (short month names); studies the
// degree in bold over "School · year". The name and contacts centred at the top. Calibri Light.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { BULLET, Links, NUMBERING, p, para, run, section, styles } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const h = WORDS[language].headings[language === 'es' || language === 'nl' ? 1 : 0];
  const links = new Links();
  const item = (text: string, numId: number = BULLET.round) => p(text, {}, { numId, after: 0 });
  const body = [
    p(b.name, { size: 22 }, { align: 'center', after: 0 }),
    p(b.label, { size: 12, color: '404040' }, { align: 'center', after: 2 }),
    p([placeParts(b, language).join(', '), b.phone, b.email].join(' • '), { size: 9 }, { align: 'center', after: 0 }),
    para(
      webAddresses(b)
        .map((url) => links.link(url, bareUrl(url), { size: 9 }))
        .join(run(' • ', { size: 9 })),
      { align: 'center', after: 6 },
    ),
    p(h.profile, {}, { style: 'Heading1' }),
    p(b.summary),
    p(h.experience, {}, { style: 'Heading1' }),
    ...resume.work.flatMap((w) => [
      p(w.position, { bold: true }, { before: 6, after: 0 }),
      p([w.name, w.location, period(w, language, 'short-months')].join(' · '), { color: '595959' }, { after: 2 }),
      ...w.highlights.map((hl) => item(hl, BULLET.symbol)),
    ]),
    p(h.education, {}, { style: 'Heading1' }),
    ...resume.education.flatMap((e) => [
      p(degreeOf(e), { bold: true }, { before: 6, after: 0 }),
      p([e.institution, period(e, language, 'years')].filter(Boolean).join(' · '), { color: '595959' }, { after: 2 }),
    ]),
    p(h.skills, {}, { style: 'Heading1' }),
    ...resume.skills.flatMap((s) => s.keywords).map((k) => item(k)),
    p(h.languages, {}, { style: 'Heading1' }),
    ...resume.languages.map((l) => item(`${l.language} (${l.fluency})`)),
    section(),
  ];
  return {
    body: body.join(''),
    styles: styles('Calibri Light', 10.5, [
      {
        id: 'Heading1',
        name: 'heading 1',
        outline: 0,
        look: { size: 13, smallCaps: true, bold: true, color: '2F5496' },
        props: { before: 12, after: 4, keepNext: true },
      },
    ]),
    numbering: NUMBERING,
    links: links.targets,
  };
}

export const numberedBullets: Template = { name: 'numbered-bullets', shows: SHOWS_ALL, document };
