// A CV from an online builder after the shape of Novoresume's and Zety's: the name, title and profile
// at the top, the contacts in two columns each after an icon font's glyph (a private-use character in
// the PDF's text), a main column of entries (title, employer, then dates and town on one line, tasks
// under a small label) beside a column of skills as boxed tags and languages with their level in dots.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, levelAt, levelMarks, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:10mm 11mm}body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#303a45}
h1{font-size:22pt;margin:0;color:#008cff}.role{font-size:11pt;font-weight:700;margin:1mm 0 2mm}.summary{font-style:italic;color:#555;margin:0 0 3mm}
.contacts{display:grid;grid-template-columns:1fr 1fr;gap:1.5mm 6mm;background:#008cff;color:#fff;padding:3mm 5mm;font-size:8.5pt;margin-bottom:4mm}
.fa:before{font-family:'Font Awesome 5 Free';margin-right:2mm;font-weight:900}.fa-phone:before{content:'\\f095'}.fa-envelope:before{content:'\\f0e0'}
.fa-map-marker:before{content:'\\f3c5'}.fa-link:before{content:'\\f0c1'}.fa-briefcase:before{content:'\\f0b1'}.fa-graduation-cap:before{content:'\\f19d'}
.cols{display:flex;gap:7mm}.main{flex:1}.side{width:58mm}
h2{font-size:11pt;text-transform:uppercase;color:#303a45;border-bottom:2px solid #c7d0d9;padding-bottom:1mm;margin:4mm 0 2.5mm}
.job{margin-bottom:4mm;break-inside:avoid}.job .t{font-size:10pt;font-weight:700}.job .o{font-size:9.5pt}
.job .meta{display:flex;justify-content:space-between;font-style:italic;color:#008cff;font-size:8pt;margin:.5mm 0 1mm}.job .lab{font-size:7.5pt;font-style:italic;color:#777}
.tags span{display:inline-block;background:#6f7b87;color:#fff;border-radius:2px;padding:1mm 2mm;margin:0 1.5mm 1.5mm 0;font-size:8.5pt}
.lang{margin-bottom:2mm}.lang div:first-child{font-weight:700}ul{margin:.5mm 0;padding-left:4mm}`;

const TASKS: Record<ProbePerson['language'], string> = {
  en: 'Achievements/Tasks',
  fr: 'Réalisations/Tâches',
  de: 'Erfolge/Aufgaben',
  es: 'Logros/Tareas',
  it: 'Risultati/Compiti',
  nl: 'Prestaties/Taken',
  pt: 'Conquistas/Tarefas',
};

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language);
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean).map(bareUrl);
  const contacts = [['envelope', basics.email], ['phone', basics.phone], ['map-marker', placeOf(person)], ...links.map((l) => ['link', l])];
  const entry = (title: string, org: string, when: string, where: string, inner: string) =>
    `<div class="job"><div class="t">${esc(title)}</div><div class="o">${esc(org)}</div><div class="meta"><span>${esc(when)}</span><span>${esc(where)}</span></div>${inner}</div>`;
  const jobs = work.map((j) =>
    entry(
      j.position,
      j.name,
      workPeriod(j, person.language, 'numeric'),
      j.location,
      `${j.summary ? `<div>${esc(j.summary)}</div>` : ''}${j.highlights.length ? `<div class="lab">${esc(TASKS[person.language])}</div><ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}`,
    ),
  );
  const studies = education.map((e) =>
    entry(
      [e.studyType, e.area].filter(Boolean).join(' '),
      e.institution,
      studyPeriod(e, person.language, 'numeric'),
      '',
      e.score ? `<div>${esc(e.score)}</div>` : '',
    ),
  );
  const body = `<h1>${esc(basics.name)}</h1><div class="role">${esc(basics.label)}</div><p class="summary">${esc(basics.summary)}</p>
<div class="contacts">${contacts.map(([i, v]) => `<span class="fa fa-${i}">${esc(v!)}</span>`).join('')}</div>
<div class="cols"><div class="main"><h2 class="fa fa-briefcase">${esc(h.experience)}</h2>${jobs.join('')}<h2 class="fa fa-graduation-cap">${esc(h.education)}</h2>${studies.join('')}</div>
<div class="side"><h2>${esc(h.skills)}</h2><div class="tags">${skills
    .flatMap((s) => s.keywords)
    .map((k) => `<span>${esc(k)}</span>`)
    .join('')}</div>
<h2>${esc(h.languages)}</h2>${languages.map((l, i) => `<div class="lang"><div>${esc(l.language)}</div><div>${levelMarks(levelAt(i), 'dot', '#008cff')}</div></div>`).join('')}</div></div>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const novoBuilder: DesignLayout = { name: 'novo-builder', page };
