// A one-page résumé after the shape of startbootstrap-resume: a fixed side bar with a photo (the name
// beside it shown on small screens only) and links to the sections, each section a full-height block;
// the name in display type with the last name coloured, the address line with phone and e-mail, icon
// links; entries with the title over the employer and the dates floated right.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { PICTURE, esc, htmlPage, iconLink, placeOf, studyPeriod, webLinks, workPeriod, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';

const STYLE = `body{font-family:sans-serif;margin:0;padding-left:17rem}#sideNav{position:fixed;top:0;left:0;width:17rem;height:100vh;background:#bd5d38;display:flex;flex-direction:column;align-items:center}
#sideNav a{color:#fff}.d-lg-none{display:none}.img-profile{width:10rem;border-radius:50%;border:.5rem solid rgba(255,255,255,.2)}
.navbar-nav{list-style:none;padding:0;text-align:center}.nav-link{text-transform:uppercase;font-weight:800;letter-spacing:.05rem}
.resume-section{min-height:100vh;padding:5rem 3rem;border-bottom:1px solid #ddd}h1{font-size:5rem;text-transform:uppercase;margin:0}
.text-primary{color:#bd5d38}.subheading{text-transform:uppercase;font-weight:500;font-size:1.3rem}h2{font-size:3.5rem;text-transform:uppercase}
.d-flex{display:flex;justify-content:space-between;margin-bottom:3rem}.flex-shrink-0{text-align:right}h3{text-transform:uppercase;margin:0}
.social-icons a{display:inline-block;width:3.5rem;height:3.5rem;border-radius:100%;background:#495057;margin-right:1rem}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const w = PAGE_WORDS[person.language];
  const [first, ...rest] = basics.name.split(' ');
  const sections = [
    ['about', w.about],
    ['experience', w.experience],
    ['education', w.education],
    ['skills', w.skills],
    ['languages', w.languages],
    ['interests', w.interests],
  ];
  const block = (
    dated: string,
    title: string,
    sub: string,
    text: string,
  ) => `<div class="d-flex flex-column flex-md-row justify-content-between mb-5">
<div class="flex-grow-1"><h3 class="mb-0">${esc(title)}</h3><div class="subheading mb-3">${esc(sub)}</div>${text}</div>
<div class="flex-shrink-0"><span class="text-primary">${esc(dated)}</span></div></div>`;
  const section = (id: string, heading: string, inner: string) =>
    `<hr class="m-0"><section class="resume-section" id="${id}"><div class="resume-section-content"><h2 class="mb-5">${esc(heading)}</h2>${inner}</div></section>`;
  const body = `<nav class="navbar navbar-expand-lg navbar-dark bg-primary fixed-top" id="sideNav">
<a class="navbar-brand" href="#page-top"><span class="d-block d-lg-none">${esc(basics.name)}</span><span class="d-none d-lg-block"><img class="img-profile" src="${PICTURE}" alt="..."></span></a>
<button class="navbar-toggler" type="button" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
<div class="collapse navbar-collapse" id="navbarResponsive"><ul class="navbar-nav">${sections.map(([id, label]) => `<li class="nav-item"><a class="nav-link" href="#${id}">${esc(label!)}</a></li>`).join('')}</ul></div></nav>
<div class="container-fluid p-0">
<section class="resume-section" id="about"><div class="resume-section-content">
<h1 class="mb-0">${esc(first!)} <span class="text-primary">${esc(rest.join(' '))}</span></h1>
<div class="subheading mb-5">${esc(placeOf(person))} · ${esc(basics.phone)} · <a href="mailto:${esc(basics.email)}">${esc(basics.email)}</a></div>
<p class="lead mb-5">${esc(basics.label)}. ${esc(basics.summary)}</p>
<div class="social-icons">${webLinks(basics)
    .map((l) => iconLink(l.label, l.url).replace('<a ', '<a class="social-icon" '))
    .join('')}</div></div></section>
${section('experience', w.experience, work.map((job) => block(workPeriod(job, person.language, 'months'), job.position, job.name, job.summary ? `<p>${esc(job.summary)}</p>` : '')).join('\n'))}
${section(
  'education',
  w.education,
  education
    .map((e) =>
      block(
        studyPeriod(e, person.language, 'months'),
        e.institution,
        e.studyType,
        `${e.area ? `<div>${esc(e.area)}</div>` : ''}${e.score ? `<p>${esc(e.score)}</p>` : ''}`,
      ),
    )
    .join('\n'),
)}
${section(
  'skills',
  w.skills,
  skills
    .map(
      (s) =>
        `<div class="subheading mb-3">${esc(s.name)}</div><ul class="fa-ul mb-0">${s.keywords.map((k) => `<li><span class="fa-li"><i class="fas fa-check"></i></span>${esc(k)}</li>`).join('')}</ul>`,
    )
    .join('\n'),
)}
${section('languages', w.languages, `<ul>${languages.map((l) => `<li>${esc(l.language)} – ${esc(l.fluency)}</li>`).join('')}</ul>`)}
${section('interests', w.interests, `<p>${esc(person.resume.interests.map((i) => `${i.name} (${i.keywords.join(', ')})`).join(', '))}</p>`)}
</div>`;
  return htmlPage(person, `${basics.name} - ${basics.label}`, STYLE, body);
}

export const sideNavResume: Layout = { name: 'side-nav-resume', page };
