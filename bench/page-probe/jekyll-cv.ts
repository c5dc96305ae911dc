// A Jekyll page after the shape of al-folio: a menu in lower case, the name with the first name in
// bold, a line of role and organisation in prose, a profile picture with the postal address, about
// text and a news table; then the CV as cards, each a table of label and value rows (the basics) or a
// list of items with a date badge and the place in a narrow left cell beside the employer and title.
import { WORDS } from '../docx-probe/words.ts';
import type { ProbePerson } from '../theme-probe/persons.ts';
import { PICTURE, esc, htmlPage, iconLink, placeOf, studyPeriod, webLinks, workPeriod, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';

const STYLE = `body{font-family:serif;max-width:900px;margin:auto}.navbar ul{display:flex;gap:1em;list-style:none}
.post-title{font-size:2.5rem;font-weight:300}.desc{font-size:1.1rem}.profile{float:right;width:30%;text-align:center}
.profile img{width:100%}.clearfix::after{content:"";display:table;clear:both}.news td,.news th{padding:.3em;text-align:left}
.card{border:1px solid #ddd;border-radius:4px;margin:1em 0;padding:1em}.list-group{list-style:none;padding:0}
.list-group-item{display:flex;gap:1em;border-top:1px solid #eee;padding:.5em 0}.date-column{width:20%;text-align:center}
.badge{background:#b509ac;color:#fff;border-radius:3px;padding:.2em .4em;font-size:.75rem;text-transform:uppercase}
.location{font-size:.8rem}.table-cv td{padding:.1em .5em}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const w = PAGE_WORDS[person.language];
  const labels = WORDS[person.language].labels;
  const [first, ...rest] = basics.name.split(' ');
  const current = work[0]!;
  const row = (label: string, value: string) =>
    `<tr><td class="p-1 pr-2 font-weight-bold"><b>${esc(label)}</b></td><td class="p-1 pl-2 font-weight-light text-break">${value}</td></tr>`;
  const item = (badge: string, place: string, heading: string, sub: string, details: string[]) => `<li class="list-group-item">
<div class="date-column"><table class="table-cv"><tbody><tr><td><span class="badge">${esc(badge)}</span></td></tr>${place ? `<tr><td><p class="location"><i class="fas fa-location-dot"></i> ${esc(place)}</p></td></tr>` : ''}</tbody></table></div>
<div class="col-md-10"><h6 class="title font-weight-bold">${heading}</h6><h6 style="font-style:italic">${esc(sub)}</h6>
${details.length ? `<ul class="items">${details.map((d) => `<li><span class="item">${esc(d)}</span></li>`).join('')}</ul>` : ''}</div></li>`;
  const card = (title: string, inner: string) =>
    `<div class="card mt-3 p-3"><h3 class="card-title font-weight-medium">${esc(title)}</h3><div>${inner}</div></div>`;
  const body = `<header><nav class="navbar"><a class="navbar-brand title" href="/"><span class="font-weight-bold">${esc(first!)}</span> ${esc(rest.join(' '))}</a>
<ul class="navbar-nav"><li class="nav-item active"><a class="nav-link" href="/">${esc(w.about.toLowerCase())}</a></li><li class="nav-item"><a class="nav-link" href="/publications/">${esc(w.publications.toLowerCase())}</a></li><li class="nav-item"><a class="nav-link" href="/cv/">${esc(w.cv.toLowerCase())}</a></li></ul></nav></header>
<div class="container"><div class="post">
<header class="post-header"><h1 class="post-title"><span class="font-weight-bold">${esc(first!)}</span> ${esc(rest.join(' '))}</h1>
<p class="desc">${esc(basics.label)}, <a href="#">${esc(current.name)}</a>.</p></header>
<article><div class="profile float-right"><img src="${PICTURE}" alt="${esc(basics.name)}"><div class="address"><p>${esc(placeOf(person))}</p></div></div>
<div class="clearfix"><p>${esc(basics.summary)}</p></div>
<h2><a href="/news/">news</a></h2><div class="news"><table><tr><th scope="row">2025</th><td>${esc(current.highlights[0] ?? '')}</td></tr></table></div>
<div class="social"><div class="contact-icons">${[{ label: 'Email', url: `mailto:${basics.email}` }, ...webLinks(basics)].map((l) => iconLink(l.label, l.url)).join(' ')}</div>
<div class="contact-note">${esc(w.reach)} ${esc(basics.email)}.</div></div></article></div>
<div class="post"><header class="post-header"><h1 class="post-title">${esc(w.cv.toLowerCase())}</h1></header><article><div class="cv">
${card(w.about, `<table class="table table-sm table-borderless">${row(labels.email, `<a href="mailto:${esc(basics.email)}">${esc(basics.email)}</a>`)}${row(labels.phone, esc(basics.phone))}${row(labels.address, esc(placeOf(person)))}</table>`)}
${card(
  w.experience,
  `<ul class="card-text list-group list-group-flush">${work
    .map((job) =>
      item(
        workPeriod(job, person.language, 'years', ' - '),
        job.location,
        `<a href="#">${esc(job.name)}</a>`,
        job.position,
        job.highlights,
      ),
    )
    .join('\n')}</ul>`,
)}
${card(
  w.education,
  `<ul class="card-text list-group list-group-flush">${education
    .map((e) =>
      item(
        studyPeriod(e, person.language, 'years', ' - '),
        '',
        esc(e.institution),
        [e.studyType, e.area].filter(Boolean).join(', '),
        e.score ? [e.score] : [],
      ),
    )
    .join('\n')}</ul>`,
)}
${card(w.skills, `<table class="table table-sm table-borderless">${skills.map((s) => row(s.name, esc(s.keywords.join(', ')))).join('')}</table>`)}
${card(w.languages, `<table class="table table-sm table-borderless">${languages.map((l) => row(l.language, esc(l.fluency))).join('')}</table>`)}
</div></article></div></div>
<footer class="fixed-bottom"><div class="container">© Copyright 2025 ${esc(basics.name)}. ${esc(w.rights)}</div></footer>`;
  return htmlPage(person, `${basics.name} | ${w.cv.toLowerCase()}`, STYLE, body);
}

export const jekyllCv: Layout = { name: 'jekyll-cv', page };
