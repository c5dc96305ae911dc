// A page exported from a site builder (Squarespace/Wix-like): every block a stack of nested divs, no
// heading element anywhere (the name and section titles are paragraphs of spans in large type), a
// menu of plain links, entries as two columns (dates left, title and employer right), and a footer
// with the copyright and the contacts a second time.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { esc, htmlPage, placeOf, studyPeriod, webLinks, workPeriod, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';

const STYLE = `body{margin:0;font-family:helvetica,sans-serif}.strip{padding:40px 10%}.columns{display:flex;gap:40px}.col-left{width:30%}.col-right{width:70%}
.font_0{font-size:56px;font-weight:700;letter-spacing:.05em;margin:0}.font_2{font-size:30px;letter-spacing:.2em;margin:0 0 20px}
.font_7{font-size:16px;margin:0}.font_8{font-size:15px;line-height:1.6;margin:0}.menu{display:flex;gap:24px}.footer{background:#222;color:#ddd;padding:30px 10%}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const w = PAGE_WORDS[person.language];
  const text = (cls: string, inner: string) =>
    `<div class="comp txt" data-testid="richTextElement"><p class="${cls}"><span style="color:inherit">${inner}</span></p></div>`;
  const heading = (label: string) =>
    `<div class="strip-title"><div class="comp txt" data-testid="richTextElement"><p class="font_2"><span style="font-size:30px"><span style="letter-spacing:0.2em">${esc(label.toUpperCase())}</span></span></p></div></div>`;
  const row = (left: string, right: string[]) =>
    `<div class="columns"><div class="col-left"><div class="inner">${text('font_8', `<span style="font-weight:bold">${esc(left)}</span>`)}</div></div><div class="col-right"><div class="inner">${right.join('')}</div></div></div>`;
  const strip = (id: string, label: string, inner: string) =>
    `<div class="strip" id="${id}"><div class="strip-inner"><div class="strip-columns">${heading(label)}<div class="strip-body">${inner}</div></div></div></div>`;
  const contacts = `${text('font_8', esc(placeOf(person)))}${text('font_8', esc(basics.phone))}${text('font_8', `<a href="mailto:${esc(basics.email)}">${esc(basics.email)}</a>`)}`;
  const body = `<div id="SITE_CONTAINER"><div id="main_MF"><div id="SITE_ROOT">
<div id="SITE_HEADER"><div class="header-inner"><div class="columns"><div class="col-left">${text('font_0', `<span style="font-size:56px">${esc(basics.name)}</span>`)}${text('font_7', esc(basics.label))}</div>
<div class="col-right"><nav class="menu" aria-label="Site"><a href="/">${esc(w.home)}</a><a href="/cv">${esc(w.cv)}</a><a href="/contact">${esc(w.contact)}</a></nav></div></div></div></div>
<div id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="page">
${strip(
  'about',
  w.about,
  `${text('font_8', esc(basics.summary))}<div class="social-bar">${webLinks(basics)
    .map(
      (l) =>
        `<a href="${esc(l.url)}" target="_blank"><img alt="${esc(l.label)}" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="24" height="24"></a>`,
    )
    .join('')}</div>`,
)}
${strip(
  'experience',
  w.experience,
  work
    .map((job) =>
      row(workPeriod(job, person.language, 'years', ' - '), [
        text('font_8', `<span style="font-weight:bold">${esc(job.position)}</span>`),
        text('font_8', `${esc(job.name)}, ${esc(job.location)}`),
        job.summary ? text('font_8', esc(job.summary)) : '',
      ]),
    )
    .join(''),
)}
${strip(
  'education',
  w.education,
  education
    .map((e) =>
      row(studyPeriod(e, person.language, 'years', ' - '), [
        text('font_8', `<span style="font-weight:bold">${esc(e.institution)}</span>`),
        text('font_8', esc([e.studyType, e.area, e.score].filter(Boolean).join(', '))),
      ]),
    )
    .join(''),
)}
${strip('skills', w.skills, skills.map((s) => row(s.name, [text('font_8', esc(s.keywords.join(' / ')))])).join(''))}
${strip('languages', w.languages, text('font_8', esc(languages.map((l) => `${l.language} (${l.fluency})`).join(' | '))))}
${strip('contact', w.contact, contacts)}
</div></div></div>
<div id="SITE_FOOTER" class="footer"><div class="columns"><div class="col-left">${text('font_8', `© 2025 ${esc(basics.name)}. ${esc(w.rights)}`)}</div><div class="col-right">${contacts}</div></div></div>
</div></div></div>`;
  return htmlPage(person, `${w.home} | ${basics.name}`, STYLE, body);
}

export const siteBuilder: Layout = { name: 'site-builder', page };
