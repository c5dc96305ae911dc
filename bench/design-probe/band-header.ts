// A design-tool CV under a coloured header band: the name over two lines (the first name light, the
// last name in bold capitals), the title in letter-spaced capitals, the contacts in a row of icons; the
// section headings letter-spaced by the style sheet; a main column beside a narrow one of skills as
// dots and languages.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, icon, levelAt, levelMarks, nameParts, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:12mm 0}body{margin:0;font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#222}
.band{background:#e8e1d9;padding:10mm 14mm 8mm}.band .first{display:block;font-size:28pt;font-weight:300;letter-spacing:3px}
.band .last{display:block;font-size:30pt;font-weight:800;text-transform:uppercase;letter-spacing:4px}
.band .role{margin-top:3mm;text-transform:uppercase;letter-spacing:.35em;font-size:9.5pt;color:#6b5b4b}
.contacts{display:flex;flex-wrap:wrap;gap:2mm 7mm;padding:4mm 14mm;border-bottom:1px solid #ccc;font-size:8.5pt}.contacts .icon{margin-right:1.5mm}
.cols{display:flex;gap:9mm;padding:0 14mm}.main{flex:1}.aside{width:55mm}
h2{text-transform:uppercase;letter-spacing:.4em;font-size:10pt;font-weight:600;margin:7mm 0 3mm;color:#6b5b4b}
.entry{margin-bottom:4mm;break-inside:avoid}.entry .t{font-weight:700;text-transform:uppercase;letter-spacing:1px;font-size:9pt}
.entry .m{font-style:italic;color:#555}.row{display:flex;justify-content:space-between;align-items:center;margin:1.5mm 0}ul{margin:1mm 0;padding-left:4mm}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language, 1);
  const [first, last] = nameParts(basics.name);
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean);
  const contacts = [
    icon('phone') + esc(basics.phone),
    icon('mail') + esc(basics.email),
    icon('pin') + esc(placeOf(person)),
    ...links.map((u) => icon('link') + esc(bareUrl(u))),
  ];
  const jobs = work.map(
    (
      j,
    ) => `<div class="entry"><div class="t">${esc(j.position)}</div><div class="m">${esc(j.name)}, ${esc(j.location)} / ${esc(workPeriod(j, person.language, 'short-months'))}</div>
${j.summary ? `<p>${esc(j.summary)}</p>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}</div>`,
  );
  const studies = education.map(
    (e) =>
      `<div class="entry"><div class="t">${esc(e.institution)}</div><div class="m">${esc([e.studyType, e.area].filter(Boolean).join(', '))}${studyPeriod(e, person.language, 'years') ? ` / ${esc(studyPeriod(e, person.language, 'years'))}` : ''}</div></div>`,
  );
  const dots = skills
    .flatMap((s) => s.keywords)
    .map((k, i) => `<div class="row"><span>${esc(k)}</span><span>${levelMarks(levelAt(i), 'dot', '#6b5b4b')}</span></div>`);
  const langs = languages.map(
    (l, i) => `<div class="row"><span>${esc(l.language)}</span><span>${levelMarks(levelAt(i), 'dot', '#6b5b4b')}</span></div>`,
  );
  const body = `<header class="band"><span class="first">${esc(first)}</span><span class="last">${esc(last)}</span><div class="role">${esc(basics.label)}</div></header>
<div class="contacts">${contacts.map((c) => `<span>${c}</span>`).join('')}</div>
<div class="cols"><div class="main"><h2>${esc(h.profile)}</h2><p>${esc(basics.summary)}</p>
<h2>${esc(h.experience)}</h2>${jobs.join('')}<h2>${esc(h.education)}</h2>${studies.join('')}</div>
<div class="aside"><h2>${esc(h.skills)}</h2>${dots.join('')}<h2>${esc(h.languages)}</h2>${langs.join('')}</div></div>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const bandHeader: DesignLayout = { name: 'band-header', page };
