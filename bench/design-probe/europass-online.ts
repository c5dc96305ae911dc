// A CV from an online builder after the Europass editor's shape: labelled contact lines under the
// name, each entry's dates and town in a left column and its title, employer and text in a right
// one, languages as mother tongue and other languages, skills run on in one line between bars; the
// builder's footer on every page repeats the name and numbers the pages.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { WORDS } from '../docx-probe/words.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { esc, headingsOf, type DesignLayout } from './design.ts';

const STYLE = `body{margin:0;font-family:'Liberation Sans',sans-serif;font-size:9.5pt;color:#222}
h1{font-size:20pt;color:#003399;margin:0 0 3mm}.lab{display:grid;grid-template-columns:38mm 1fr;row-gap:1mm;margin-bottom:4mm}.lab b{color:#555;font-weight:400}
h2{font-size:10.5pt;color:#003399;text-transform:uppercase;border-bottom:1.5px solid #003399;padding-bottom:1mm;margin:6mm 0 3mm}
.e{display:grid;grid-template-columns:38mm 1fr;column-gap:4mm;margin-bottom:4mm;break-inside:avoid}.e .l{color:#555;font-size:8.5pt}
.e .t{font-weight:700;text-transform:uppercase}.e .o{font-weight:700;color:#003399}ul{margin:1mm 0;padding-left:4mm}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language);
  const labels = WORDS[person.language].labels;
  const links = [basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean).map(bareUrl);
  const lab = [
    [labels.phone, basics.phone],
    [labels.email, basics.email],
    [labels.address, placeOf(person)],
    ...links.map((l) => ['Web', l]),
  ];
  const entry = (left: string[], right: string) =>
    `<div class="e"><div class="l">${left.filter(Boolean).map(esc).join('<br>')}</div><div>${right}</div></div>`;
  const jobs = work.map((j) =>
    entry(
      [workPeriod(j, person.language, 'numeric'), j.location],
      `<div class="t">${esc(j.position)}</div><div class="o">${esc(j.name)}</div>${j.summary ? `<div>${esc(j.summary)}</div>` : ''}${j.highlights.length ? `<ul>${j.highlights.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>` : ''}`,
    ),
  );
  const studies = education.map((e) =>
    entry(
      [studyPeriod(e, person.language, 'numeric')],
      `<div class="t">${esc([e.studyType, e.area].filter(Boolean).join(' '))}</div><div class="o">${esc(e.institution)}</div>${e.score ? `<div>${esc(e.score)}</div>` : ''}`,
    ),
  );
  const [mother, ...others] = languages;
  const body = `<h1>${esc(basics.name)}</h1><p>${esc(basics.label)}</p><div class="lab">${lab.map(([k, v]) => `<b>${esc(k!)}:</b><span>${esc(v!)}</span>`).join('')}</div>
<h2>${esc(h.profile)}</h2><p>${esc(basics.summary)}</p>
<h2>${esc(h.experience)}</h2>${jobs.join('')}
<h2>${esc(h.education)}</h2>${studies.join('')}
<h2>${esc(h.languages)}</h2><div class="lab">${mother ? `<b>${esc(labels.motherTongue)}:</b><span>${esc(mother.language)}</span>` : ''}${others.length ? `<b>${esc(labels.otherLanguages)}:</b><span>${others.map((l) => `${esc(l.language)} (${esc(l.fluency)})`).join(', ')}</span>` : ''}</div>
<h2>${esc(labels.digitalSkills)}</h2><p>${skills
    .flatMap((s) => s.keywords)
    .map(esc)
    .join(' | ')}</p>`;
  return htmlPage(person, basics.name, STYLE, body);
}

const footer = (person: ProbePerson) =>
  `<div style="font-size:7pt;width:100%;padding:0 14mm;display:flex;justify-content:space-between;color:#555"><span>${esc(person.resume.basics.name)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`;

export const europassOnline: DesignLayout = { name: 'europass-online', page, footer };
