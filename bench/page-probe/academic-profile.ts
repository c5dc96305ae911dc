// An academic homepage after the shape of Hugo's Academic/Wowchemy theme: a top menu, a profile card
// (avatar, name, role, organisation, icon links named by aria-label) beside a biography, "Interests"
// and "Education" lists (degree and year over the school), an "Experience" timeline of cards, and a
// contact block.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { PICTURE, esc, htmlPage, iconLink, placeOf, studyPeriod, webLinks, workPeriod, type Layout } from './html.ts';
import { PAGE_WORDS } from './words.ts';

const STYLE = `body{font-family:sans-serif;margin:0}.navbar{display:flex;gap:1em;padding:1em;border-bottom:1px solid #eee}
.navbar ul{display:flex;gap:1em;list-style:none;margin:0}.row{display:flex;gap:2em;padding:2em}.col-4{flex:1}.col-8{flex:2}
.avatar{border-radius:50%;width:120px}.portrait-title h2{font-size:1.75rem;margin:.5em 0}.portrait-title h3{font-size:1rem;font-weight:400;margin:.2em 0}
.network-icon{display:flex;gap:.5em;list-style:none;padding:0}.section-subheading{font-weight:700;margin:.8em 0}
.ul-edu{list-style:none;padding:0}.course{font-weight:600;margin:0}.institution{color:#777;margin:0}
.card{border-left:2px solid #ccc;padding:.5em 1em;margin:1em 0}.exp-meta{color:#777}`;

function page(person: ProbePerson): string {
  const { basics, work, education, skills } = person.resume;
  const w = PAGE_WORDS[person.language];
  const current = work[0]!;
  const links = [{ label: 'Email', url: `mailto:${basics.email}` }, ...webLinks(basics)];
  const studies = education
    .map((e) => {
      const year = studyPeriod(e, person.language, 'years');
      const degree = [e.studyType, e.area].filter(Boolean).join(' in ');
      return `<li><i class="fa-li fas fa-graduation-cap"></i><div class="description"><p class="course">${esc(degree)}${year ? `, ${esc(year)}` : ''}</p><p class="institution">${esc(e.institution)}</p></div></li>`;
    })
    .join('\n');
  const jobs = work
    .map(
      (job) => `<div class="card"><div class="card-body">
<div class="section-subheading card-title exp-title">${esc(job.position)}</div>
<div class="section-subheading card-title exp-company"><a href="#">${esc(job.name)}</a></div>
<div class="text-muted exp-meta">${esc(workPeriod(job, person.language, 'short-months'))} <span class="middot-divider"></span> <span>${esc(job.location)}</span></div>
<div class="card-text">${job.summary ? `<p>${esc(job.summary)}</p>` : ''}<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul></div>
</div></div>`,
    )
    .join('\n');
  const body = `<nav class="navbar"><a class="navbar-brand" href="/">${esc(basics.name)}</a>
<ul><li><a href="#about">${esc(w.home)}</a></li><li><a href="#experience">${esc(w.experience)}</a></li><li><a href="#publications">${esc(w.publications)}</a></li><li><a href="#contact">${esc(w.contact)}</a></li></ul></nav>
<section id="about" class="home-section"><div class="row">
<div class="col-4"><div id="profile"><img class="avatar" src="${PICTURE}" alt="${esc(basics.name)}">
<div class="portrait-title"><h2>${esc(basics.name)}</h2><h3>${esc(basics.label)}</h3><h3><a href="#"><span>${esc(current.name)}</span></a></h3></div>
<ul class="network-icon">${links.map((l) => `<li>${iconLink(l.label, l.url)}</li>`).join('')}</ul></div></div>
<div class="col-8"><h1>${esc(w.biography)}</h1><div class="article-style"><p>${esc(basics.summary)}</p></div>
<div class="row"><div class="col-md-5"><div class="section-subheading">${esc(w.interests)}</div>
<ul class="ul-interests">${skills
    .flatMap((s) => s.keywords)
    .map((k) => `<li>${esc(k)}</li>`)
    .join('')}</ul></div>
<div class="col-md-7"><div class="section-subheading">${esc(w.education)}</div><ul class="ul-edu fa-ul">
${studies}
</ul></div></div></div></div></section>
<section id="experience" class="home-section"><h1>${esc(w.experience)}</h1><div class="experience">
${jobs}
</div></section>
<section id="contact" class="home-section"><h1>${esc(w.contact)}</h1><ul class="fa-ul">
<li><i class="fa-li fas fa-envelope"></i><span>${esc(basics.email)}</span></li>
<li><i class="fa-li fas fa-phone"></i><span>${esc(basics.phone)}</span></li>
<li><i class="fa-li fas fa-map-marker"></i><span>${esc(placeOf(person))}</span></li></ul></section>
<footer><p>© 2025 ${esc(basics.name)} · Powered by a static site generator</p></footer>`;
  return htmlPage(person, basics.name, STYLE, body);
}

export const academicProfile: Layout = { name: 'academic-profile', page };
