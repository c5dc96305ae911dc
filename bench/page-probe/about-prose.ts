// A personal blog's "About" page (a Jekyll/Hugo blog theme): the site title and a menu in the header,
// the person's career told in a few paragraphs of prose (the current job, the ones before with their
// periods in brackets, the studies, the languages), skills in a sentence, and the profile links in the
// footer with each network's icon and the user name.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { esc, htmlPage, listed, studyPeriod, workPeriod, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';

const STYLE = `body{font-family:Georgia,serif;margin:0}.site-header{border-top:5px solid #424242;border-bottom:1px solid #e8e8e8;padding:1rem 2rem;display:flex;justify-content:space-between}
.site-title{font-size:1.6rem;font-weight:300}.site-nav a{margin-left:1rem;color:#111}.page-content{max-width:46rem;margin:auto;padding:2rem}
.site-footer{border-top:1px solid #e8e8e8;padding:2rem;font-size:.9rem;color:#828282}.social-media-list{list-style:none;padding:0}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const w = PAGE_WORDS[person.language];
  const [current, ...earlier] = work;
  const studies = education.map((e) => {
    const degree = [e.studyType, e.area].filter(Boolean).join(' ');
    const year = studyPeriod(e, person.language, 'years');
    return `${w.studied(degree, e.institution).replace(/\.$/, '')}${year ? ` (${year})` : ''}.`;
  });
  const body = `<header class="site-header" role="banner"><a class="site-title" rel="author" href="/">${esc(basics.name)}</a>
<nav class="site-nav"><a class="page-link" href="/">${esc(w.blog)}</a><a class="page-link" href="/projects/">${esc(w.projects)}</a><a class="page-link" href="/about/">${esc(w.about)}</a></nav></header>
<main class="page-content" aria-label="Content"><article class="post">
<header class="post-header"><h1 class="post-title">${esc(w.about)}</h1></header>
<div class="post-content">
<p>${esc(w.intro(basics.name, basics.label, person.city ?? ''))} ${esc(basics.summary)}</p>
<p>${esc(w.now(current!.position, current!.name))} ${earlier.map((job) => esc(w.before(job.position, job.name, workPeriod(job, person.language, 'years')))).join(' ')}</p>
<p>${studies.map(esc).join(' ')}</p>
<p>${esc(
    w.speak(
      listed(
        languages.map((l) => l.language),
        w.and,
      ),
    ),
  )} ${esc(w.skills)}: ${esc(skills.flatMap((s) => s.keywords).join(', '))}.</p>
<p>${esc(w.reach)} <a href="mailto:${esc(basics.email)}">${esc(basics.email)}</a>.</p>
</div></article></main>
<footer class="site-footer h-card"><div class="wrapper"><h2 class="footer-heading">${esc(basics.name)}</h2>
<ul class="contact-list"><li class="p-name">${esc(basics.name)}</li><li><a class="u-email" href="mailto:${esc(basics.email)}">${esc(basics.email)}</a></li></ul>
<ul class="social-media-list">${basics.profiles
    .map(
      (p) =>
        `<li><a href="${esc(p.url)}"><svg class="svg-icon"><use xlink:href="#${esc(p.network.toLowerCase())}"></use></svg> <span class="username">${esc(p.username)}</span></a></li>`,
    )
    .join('')}${basics.url ? `<li><a href="${esc(basics.url)}">${esc(basics.url.replace(/^https?:\/\//, ''))}</a></li>` : ''}</ul>
<p>${esc(basics.label)}</p></div></footer>`;
  return htmlPage(person, `${w.about} | ${basics.name}`, STYLE, body);
}

export const aboutProse: Layout = { name: 'about-prose', page };
