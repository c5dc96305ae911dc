// An infographic-like CV: the name and title over a strip of icons each with a short value under it,
// the profile in a tinted box, experience as dated rows, education in two columns of cards, skills as
// rings and languages as bars whose level no text says.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, icon, levelAt, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:10mm 12mm}body{margin:0;font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#233}
h1{font-size:26pt;margin:0;color:#0f7c8c;text-align:center}.role{text-align:center;font-size:11pt;letter-spacing:.15em;text-transform:uppercase;margin:1mm 0 5mm}
.strip{display:flex;justify-content:space-around;text-align:center;font-size:8pt;margin-bottom:5mm}.strip div{width:40mm;word-break:break-all}
.strip .circle{display:flex;align-items:center;justify-content:center;width:11mm;height:11mm;border-radius:50%;background:#0f7c8c;margin:0 auto 1.5mm}
.box{background:#e6f3f4;border-radius:4mm;padding:4mm 6mm;margin-bottom:5mm}.box h2{margin-top:0}
h2{font-size:11pt;color:#0f7c8c;text-transform:uppercase;margin:5mm 0 3mm;display:flex;align-items:center;gap:2mm}h2:after{content:'';flex:1;border-bottom:2px solid #0f7c8c}
.row{display:flex;gap:5mm;margin-bottom:4mm;break-inside:avoid}.row .yr{width:26mm;background:#0f7c8c;color:#fff;border-radius:2mm;text-align:center;padding:1mm;height:fit-content;font-size:8.5pt}
.row .t{font-weight:700}.cards{display:grid;grid-template-columns:1fr 1fr;gap:4mm}.card{border:1px solid #bcd;border-radius:3mm;padding:3mm}.card .t{font-weight:700}
.rings{display:flex;flex-wrap:wrap;gap:4mm}.ring{width:22mm;text-align:center;font-size:8pt}.ring span{display:block;width:14mm;height:14mm;border-radius:50%;margin:0 auto 1mm}
.lbar{display:flex;align-items:center;gap:3mm;margin:1.5mm 0}.lbar b{width:30mm;font-weight:400}.lbar i{display:block;height:3mm;background:#0f7c8c;border-radius:2mm}
ul{margin:1mm 0;padding-left:4mm}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language, 1);
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean).map(bareUrl);
  const strip = [
    ['pin', placeOf(person)],
    ['phone', basics.phone],
    ['mail', basics.email],
    ...links.slice(0, 2).map((l) => ['link', l] as const),
  ] as const;
  const jobs = work.map(
    (
      j,
    ) => `<div class="row"><div class="yr">${esc(workPeriod(j, person.language, 'years'))}</div><div><div class="t">${esc(j.position)}</div><div>${esc(j.name)}</div>
${j.summary ? `<div>${esc(j.summary)}</div>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}</div></div>`,
  );
  const cards = education.map(
    (e) =>
      `<div class="card"><div class="t">${esc(e.institution)}</div><div>${esc([e.studyType, e.area].filter(Boolean).join(' '))}</div>${studyPeriod(e, person.language, 'years') ? `<div>${esc(studyPeriod(e, person.language, 'years'))}</div>` : ''}</div>`,
  );
  const rings = skills
    .flatMap((s) => s.keywords)
    .map(
      (k, i) => `<div class="ring"><span style="background:conic-gradient(#0f7c8c ${levelAt(i) * 20}%,#d5e6e8 0)"></span>${esc(k)}</div>`,
    );
  const bars = languages.map((l, i) => `<div class="lbar"><b>${esc(l.language)}</b><i style="width:${levelAt(i) * 12}mm"></i></div>`);
  const body = `<h1>${esc(basics.name)}</h1><div class="role">${esc(basics.label)}</div>
<div class="strip">${strip.map(([i, v]) => `<div><span class="circle">${icon(i, '#fff', 16)}</span>${esc(v)}</div>`).join('')}</div>
<div class="box"><h2>${esc(h.profile)}</h2>${esc(basics.summary)}</div>
<h2>${esc(h.experience)}</h2>${jobs.join('')}
<h2>${esc(h.education)}</h2><div class="cards">${cards.join('')}</div>
<h2>${esc(h.skills)}</h2><div class="rings">${rings.join('')}</div>
<h2>${esc(h.languages)}</h2>${bars.join('')}`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const infographic: DesignLayout = { name: 'infographic', page };
