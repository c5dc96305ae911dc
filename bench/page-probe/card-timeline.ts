// A personal page whose CV is one long section of cards, jobs and then studies: each card an
// organisation's logo (its name only in the picture's alt text), the title or degree as the card's
// heading, the organisation and town under it and the dates in <time> elements; a hero with the
// name and role above, and the contacts as a row of labelled links.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { PICTURE, esc, htmlPage, placeOf, webLinks, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';
import { WORDS } from '../docx-probe/words.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:52rem;margin:auto;padding:1rem}.hero{display:flex;align-items:center;gap:1.5rem;padding:2rem 0}
.hero h1{font-size:2.4rem;margin:0}.hero p{margin:.2rem 0;color:#555}.contacts{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}
.card{display:flex;gap:1rem;border:1px solid #e5e5e5;border-radius:12px;padding:1rem;margin:.8rem 0}.card img{width:48px;height:48px;border-radius:8px}
.card h3{margin:0;font-size:1.1rem}.org{margin:.2rem 0;color:#444}.when{font-size:.85rem;color:#777;margin:.2rem 0}.tags{display:flex;gap:.4rem;flex-wrap:wrap;list-style:none;padding:0}
.tags li{background:#f1f1f1;border-radius:999px;padding:.1rem .6rem;font-size:.85rem}`;

function time(iso: string | undefined, language: ProbePerson['language']): string {
  if (!iso) return `<time>${esc(WORDS[language].present)}</time>`;
  const [year, month] = iso.split('-');
  return `<time datetime="${esc(iso)}">${month ? `${esc(WORDS[language].shortMonths[Number(month) - 1]!)} ` : ''}${esc(year!)}</time>`;
}

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const w = PAGE_WORDS[person.language];
  const card = (organisation: string, heading: string, under: string, when: string, text: string) => `<article class="card">
<img src="${PICTURE}" alt="${esc(w.logo(organisation))}" loading="lazy">
<div><h3>${esc(heading)}</h3><p class="org">${esc(under)}</p>${when ? `<p class="when">${when}</p>` : ''}${text}</div></article>`;
  const jobs = work.map((job) =>
    card(
      job.name,
      job.position,
      `${job.name} · ${job.location}`,
      `${time(job.startDate, person.language)} – ${time(job.endDate, person.language)}`,
      job.summary ? `<p>${esc(job.summary)}</p>` : '',
    ),
  );
  const studies = education.map((e) =>
    card(
      e.institution,
      [e.studyType, e.area].filter(Boolean).join(', '),
      e.institution,
      e.endDate ? `${e.startDate ? `${time(e.startDate, person.language)} – ` : ''}${time(e.endDate, person.language)}` : '',
      e.score ? `<p>${esc(e.score)}</p>` : '',
    ),
  );
  const body = `<header class="hero"><img src="${PICTURE}" alt="${esc(basics.name)}" width="96" height="96">
<div><h1>${esc(basics.name)}</h1><p>${esc(basics.label)}</p><p>${esc(placeOf(person))}</p></div></header>
<ul class="contacts"><li><a href="mailto:${esc(basics.email)}">${esc(basics.email)}</a></li><li><a href="tel:${esc(basics.phone.replace(/[^\d+]/g, ''))}">${esc(basics.phone)}</a></li>
${webLinks(basics)
  .map((l) => `<li><a href="${esc(l.url)}">${esc(l.label)}</a></li>`)
  .join('')}</ul>
<section><p>${esc(basics.summary)}</p></section>
<section id="cv"><h2>${esc(w.cv)}</h2>
${[...jobs, ...studies].join('\n')}
</section>
<section id="skills"><h2>${esc(w.skills)}</h2><ul class="tags">${skills
    .flatMap((s) => s.keywords)
    .map((k) => `<li>${esc(k)}</li>`)
    .join('')}</ul></section>
<section id="languages"><h2>${esc(w.languages)}</h2><p>${esc(languages.map((l) => `${l.language} · ${l.fluency}`).join(' — '))}</p></section>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const cardTimeline: Layout = { name: 'card-timeline', page };
