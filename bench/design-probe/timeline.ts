// A design-tool CV drawn as a timeline: a vertical line with a dot at each entry, the dates in a
// narrow column left of it, the title and employer right of it; the section headings typed with a
// space between their letters ("E X P E R I E N C E"); skills in columns and languages as stars below.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, levelAt, levelMarks, spacedLetters, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:14mm 16mm}body{margin:0;font-family:'DejaVu Serif',serif;font-size:9.5pt;color:#2b2b2b}
header{text-align:center;margin-bottom:6mm}h1{font-size:24pt;font-weight:400;margin:0;letter-spacing:2px}.role{letter-spacing:.3em;text-transform:uppercase;font-size:9pt;color:#7a6a9a;margin:2mm 0}
.contact{font-size:8.5pt;color:#555}h2{font-size:10.5pt;font-weight:700;color:#7a6a9a;margin:7mm 0 3mm;white-space:pre}
.tl{position:relative}.tl:before{content:'';position:absolute;left:33mm;top:1mm;bottom:0;border-left:2px solid #cbbfe0}
.item{display:grid;grid-template-columns:30mm 1fr;column-gap:8mm;margin-bottom:5mm;position:relative;break-inside:avoid}
.item:before{content:'';position:absolute;left:31.8mm;top:1mm;width:9px;height:9px;border-radius:50%;background:#7a6a9a}
.when{text-align:right;font-size:8.5pt;color:#666;padding-top:.5mm}.what .t{font-weight:700}.what .o{color:#7a6a9a}
.skills{columns:3;font-size:9pt}.skills div{margin-bottom:1mm}.langs div{display:inline-block;margin-right:8mm}ul{margin:1mm 0;padding-left:4mm}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language);
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean).map(bareUrl);
  const item = (when: string, what: string) =>
    `<div class="item"><div class="when">${esc(when)}</div><div class="what">${what}</div></div>`;
  const jobs = work.map((j) =>
    item(
      workPeriod(j, person.language, 'months', ' –\n'),
      `<div class="t">${esc(j.position)}</div><div class="o">${esc(j.name)}</div>${j.summary ? `<div>${esc(j.summary)}</div>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}`,
    ),
  );
  const studies = education.map((e) =>
    item(
      studyPeriod(e, person.language, 'years'),
      `<div class="t">${esc([e.studyType, e.area].filter(Boolean).join(' '))}</div><div class="o">${esc(e.institution)}</div>${e.score ? `<div>${esc(e.score)}</div>` : ''}`,
    ),
  );
  const body = `<header><h1>${esc(basics.name)}</h1><div class="role">${esc(basics.label)}</div>
<div class="contact">${[placeOf(person), basics.phone, basics.email, ...links].map(esc).join('  •  ')}</div></header>
<p>${esc(basics.summary)}</p>
<h2>${esc(spacedLetters(h.experience))}</h2><div class="tl">${jobs.join('')}</div>
<h2>${esc(spacedLetters(h.education))}</h2><div class="tl">${studies.join('')}</div>
<h2>${esc(spacedLetters(h.skills))}</h2><div class="skills">${skills
    .flatMap((s) => s.keywords)
    .map((k) => `<div>${esc(k)}</div>`)
    .join('')}</div>
<h2>${esc(spacedLetters(h.languages))}</h2><div class="langs">${languages.map((l, i) => `<div>${esc(l.language)} ${levelMarks(levelAt(i), 'star', '#7a6a9a')}</div>`).join('')}</div>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const timeline: DesignLayout = { name: 'timeline', page };
