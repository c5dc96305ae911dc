// A design-tool CV with a coloured left sidebar: a photo in a circle, the contacts each after an icon,
// skills as bars and languages as stars whose level no text says; the name, the title and a main
// column of experience and education beside it.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { PICTURE, htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, icon, levelAt, levelMarks, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:0}body{margin:0;font-family:'DejaVu Sans',sans-serif;font-size:10pt;color:#333}
.wrap{display:flex;min-height:297mm}.side{width:70mm;background:#2f4858;color:#eef;padding:12mm 7mm;box-sizing:border-box}
.side img{display:block;width:34mm;height:34mm;border-radius:50%;margin:0 auto 8mm;border:3px solid #fff}
.side h3{font-size:10pt;text-transform:uppercase;letter-spacing:2px;border-bottom:1px solid #8aa;padding-bottom:2mm;margin:7mm 0 3mm}
.side p{margin:2mm 0;font-size:8.5pt;word-break:break-all}.side .icon{margin-right:2mm;vertical-align:-1px}
.bar{height:4px;background:#5b7282;margin:1mm 0 3mm}.bar span{display:block;height:4px;background:#f6c667}
.lang{display:flex;justify-content:space-between;font-size:8.5pt;margin:2mm 0}
.main{flex:1;padding:14mm 10mm}.main h1{font-size:26pt;margin:0;color:#2f4858}.main .role{font-size:12pt;color:#c08a1e;margin:1mm 0 6mm}
.main h2{font-size:12pt;color:#2f4858;text-transform:uppercase;letter-spacing:1px;margin:7mm 0 3mm}
.job{margin-bottom:5mm;break-inside:avoid}.job .t{font-weight:bold}.job .m{color:#777;font-size:9pt;margin:.5mm 0 1.5mm}ul{margin:1mm 0;padding-left:5mm}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language);
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean);
  const contacts = [
    icon('phone') + esc(basics.phone),
    icon('mail') + esc(basics.email),
    icon('pin') + esc(placeOf(person)),
    ...links.map((u) => icon('link') + esc(bareUrl(u))),
  ];
  const bars = skills
    .flatMap((s) => s.keywords)
    .map((k, i) => `<p>${esc(k)}</p><div class="bar"><span style="width:${40 + levelAt(i) * 12}%"></span></div>`);
  const langs = languages.map(
    (l, i) => `<div class="lang"><span>${esc(l.language)}</span><span>${levelMarks(levelAt(i), 'star', '#f6c667')}</span></div>`,
  );
  const jobs = work.map(
    (
      j,
    ) => `<div class="job"><div class="t">${esc(j.position)}</div><div class="m">${esc(j.name)} | ${esc(workPeriod(j, person.language, 'numeric'))}</div>
${j.summary ? `<div>${esc(j.summary)}</div>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}</div>`,
  );
  const studies = education.map(
    (e) =>
      `<div class="job"><div class="t">${esc([e.studyType, e.area].filter(Boolean).join(' – '))}</div><div class="m">${esc(e.institution)}${studyPeriod(e, person.language, 'years') ? ` | ${esc(studyPeriod(e, person.language, 'years'))}` : ''}</div>${e.score ? `<div>${esc(e.score)}</div>` : ''}</div>`,
  );
  const body = `<div class="wrap"><aside class="side"><img src="${PICTURE}" alt="">
<h3>${esc(h.contact)}</h3>${contacts.map((c) => `<p>${c}</p>`).join('')}
<h3>${esc(h.skills)}</h3>${bars.join('')}
<h3>${esc(h.languages)}</h3>${langs.join('')}</aside>
<main class="main"><h1>${esc(basics.name)}</h1><div class="role">${esc(basics.label)}</div>
<h2>${esc(h.profile)}</h2><p>${esc(basics.summary)}</p>
<h2>${esc(h.experience)}</h2>${jobs.join('')}
<h2>${esc(h.education)}</h2>${studies.join('')}</main></div>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const sidebarPhoto: DesignLayout = { name: 'sidebar-photo', page };
