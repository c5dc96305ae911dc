// A plain CV written by hand in HTML: an h1 name, the details in a definition list, entries as list
// items "2019–2021: Title, Employer, Town", studies likewise, skills in a paragraph, languages in a
// table, a "last updated" line at the bottom.
import { WORDS } from '../docx-probe/words.ts';
import type { ProbePerson } from '../theme-probe/persons.ts';
import { esc, htmlPage, placeOf, studyPeriod, webLinks, workPeriod, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const w = PAGE_WORDS[person.language];
  const labels = WORDS[person.language].labels;
  const entry = (dated: string, parts: string[]) => `<li>${dated ? `${esc(dated)}: ` : ''}${esc(parts.filter(Boolean).join(', '))}</li>`;
  const body = `<h1>${esc(basics.name)}</h1>
<p><i>${esc(basics.label)}</i></p>
<dl>
<dt>${esc(labels.address)}</dt><dd>${esc(placeOf(person))}</dd>
<dt>${esc(labels.email)}</dt><dd><a href="mailto:${esc(basics.email)}">${esc(basics.email)}</a></dd>
<dt>${esc(labels.phone)}</dt><dd>${esc(basics.phone)}</dd>
<dt>Web</dt><dd>${webLinks(basics)
    .map((l) => `<a href="${esc(l.url)}">${esc(l.url.replace(/^https?:\/\//, ''))}</a>`)
    .join('<br>')}</dd>
</dl>
<p>${esc(basics.summary)}</p>
<h2>${esc(w.experience)}</h2>
<ul>
${work.map((job) => entry(workPeriod(job, person.language, 'years', '–'), [job.position, job.name, job.location])).join('\n')}
</ul>
<h2>${esc(w.education)}</h2>
<ul>
${education.map((e) => entry(studyPeriod(e, person.language, 'years', '–'), [[e.studyType, e.area].filter(Boolean).join(' '), e.institution, e.score ?? ''])).join('\n')}
</ul>
<h2>${esc(w.skills)}</h2>
<p>${esc(skills.flatMap((s) => s.keywords).join(', '))}</p>
<h2>${esc(w.languages)}</h2>
<table>
${languages.map((l) => `<tr><td>${esc(l.language)}</td><td>${esc(l.fluency)}</td></tr>`).join('\n')}
</table>
<hr>
<address>${esc(basics.name)}, 2025</address>`;
  return htmlPage(person, `${basics.name} – ${w.cv}`, 'body{font-family:serif;max-width:40em;margin:2em auto}', body);
}

export const plainCv: Layout = { name: 'plain-cv', page };
