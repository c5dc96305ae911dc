// A design-tool CV in a three-column grid under the name: skills, languages and contacts | experience
// | education, each column read top to bottom while its lines sit level with the other columns'.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:12mm}body{margin:0;font-family:'Liberation Sans',sans-serif;font-size:9pt;color:#1d1d1d}
header{border-bottom:3px solid #1d1d1d;padding-bottom:4mm;margin-bottom:5mm}h1{font-size:30pt;margin:0;font-weight:900;letter-spacing:-1px}
.role{font-size:12pt;color:#d0482c}.grid{display:grid;grid-template-columns:48mm 1fr 52mm;column-gap:7mm}
h2{font-size:9pt;text-transform:uppercase;letter-spacing:.25em;margin:0 0 3mm;padding-bottom:1mm;border-bottom:1px solid #bbb}
.col section{margin-bottom:6mm}.col p{margin:0 0 1.5mm}.entry{margin-bottom:4mm}.entry .t{font-weight:700}.entry .d{color:#d0482c;font-size:8pt}
.small{font-size:8pt;word-break:break-all}ul{margin:1mm 0;padding-left:4mm}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language);
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean).map(bareUrl);
  const jobs = work.map(
    (
      j,
    ) => `<div class="entry"><div class="d">${esc(workPeriod(j, person.language, 'numeric'))}</div><div class="t">${esc(j.position)}</div><div>${esc(j.name)} · ${esc(j.location)}</div>
${j.summary ? `<p>${esc(j.summary)}</p>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}</div>`,
  );
  const studies = education.map(
    (e) =>
      `<div class="entry">${studyPeriod(e, person.language, 'years') ? `<div class="d">${esc(studyPeriod(e, person.language, 'years'))}</div>` : ''}<div class="t">${esc([e.studyType, e.area].filter(Boolean).join(', '))}</div><div>${esc(e.institution)}</div>${e.score ? `<div>${esc(e.score)}</div>` : ''}</div>`,
  );
  const body = `<header><h1>${esc(basics.name)}</h1><div class="role">${esc(basics.label)}</div></header>
<div class="grid"><div class="col">
<section><h2>${esc(h.contact)}</h2><p class="small">${esc(placeOf(person))}</p><p class="small">${esc(basics.phone)}</p><p class="small">${esc(basics.email)}</p>${links.map((l) => `<p class="small">${esc(l)}</p>`).join('')}</section>
<section><h2>${esc(h.skills)}</h2>${skills
    .flatMap((s) => s.keywords)
    .map((k) => `<p>${esc(k)}</p>`)
    .join('')}</section>
<section><h2>${esc(h.languages)}</h2>${languages.map((l) => `<p>${esc(l.language)} <span style="color:#888">(${esc(l.fluency)})</span></p>`).join('')}</section></div>
<div class="col"><section><h2>${esc(h.profile)}</h2><p>${esc(basics.summary)}</p></section><section><h2>${esc(h.experience)}</h2>${jobs.join('')}</section></div>
<div class="col"><section><h2>${esc(h.education)}</h2>${studies.join('')}</section></div></div>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const threeColumn: DesignLayout = { name: 'three-column', page };
