import { describe, expect, it } from 'vitest';
import { extractHtml } from './helpers.ts';

const jobs = (html: string, url?: string) => extractHtml(html, url).candidate.experience.map((e) => [e.title, e.company, e.start]);
const schools = (html: string, url?: string) => extractHtml(html, url).candidate.education.map((e) => [e.institution, e.start ?? e.end]);
const links = (html: string, url?: string) => extractHtml(html, url).candidate.links.map((l) => l.url);

const out = (html: string, url?: string) => {
  const { candidate } = extractHtml(html, url);
  return {
    exp: candidate.experience.map((e) => [e.title, e.company, e.start, e.end]),
    edu: candidate.education.map((e) => [e.institution, e.degree, e.start, e.end]),
    links: candidate.links.map((l) => l.url),
    headline: candidate.headline,
  };
};

describe('profile pages as recruiters meet them', () => {
  it('academic page: "2015–2019 PhD in X, University of Y" lines', () => {
    const html = `<html lang="en"><body><h1>Maren Holloway</h1><p>Assistant Professor of Ecology</p>
      <h2>Education</h2><ul><li>2015–2019 PhD in Marine Ecology, University of Caldmoor</li>
      <li>2013–2015 MSc in Biology, Westbrook University</li></ul>
      <h2>Positions</h2><ul><li>2022–present Assistant Professor, Dunmere Institute of Technology</li>
      <li>2019–2022 Postdoctoral Researcher, Varnholt Research Centre</li></ul></body></html>`;
    expect(schools(html)).toEqual([
      ['University of Caldmoor', '2015'],
      ['Westbrook University', '2013'],
    ]);
    expect(jobs(html)).toEqual([
      ['Assistant Professor', 'Dunmere Institute of Technology', '2022'],
      ['Postdoctoral Researcher', 'Varnholt Research Centre', '2019'],
    ]);
  });

  it('academic page: a table of year | position', () => {
    const html = `<html lang="en"><body><h1>Tobias Renwick</h1><p>Professor of Physics</p>
      <h2>Academic positions</h2><table>
      <tr><td>2020–</td><td>Professor, University of Lenholm</td></tr>
      <tr><td>2014–2020</td><td>Lecturer, Marbury College</td></tr></table>
      <h2>Education</h2><table>
      <tr><td>2014</td><td>PhD in Physics, University of Lenholm</td></tr>
      <tr><td>2010</td><td>BSc in Physics, Ardlow University</td></tr></table></body></html>`;
    expect(jobs(html)).toEqual([
      ['Professor', 'University of Lenholm', '2020'],
      ['Lecturer', 'Marbury College', '2014'],
    ]);
    expect(schools(html)).toEqual([
      ['University of Lenholm', '2014'],
      ['Ardlow University', '2010'],
    ]);
  });

  it('a <dl> of dates and roles', () => {
    const html = `<html lang="de"><body><h1>Lena Falkenrath</h1><p>Softwareentwicklerin</p>
      <h2>Berufserfahrung</h2><dl><dt>2021 – heute</dt><dd>Senior Entwicklerin, Brennwald GmbH</dd>
      <dt>2017 – 2021</dt><dd>Entwicklerin, Kestrel Systems AG</dd></dl>
      <h2>Ausbildung</h2><dl><dt>2012 – 2017</dt><dd>Diplom Informatik, Technische Universität Halbstadt</dd></dl></body></html>`;
    expect(jobs(html)).toEqual([
      ['Senior Entwicklerin', 'Brennwald GmbH', '2021'],
      ['Entwicklerin', 'Kestrel Systems AG', '2017'],
    ]);
    expect(schools(html)).toEqual([['Technische Universität Halbstadt', '2012']]);
  });

  it('a timeline of <li> with <time> elements', () => {
    const html = `<html lang="en"><body><h1>Priya Venkat</h1><p>Product Designer</p>
      <h2>Experience</h2><ol class="timeline">
      <li><time datetime="2021-03">Mar 2021</time> – <time>Present</time><h3>Lead Designer</h3><p>Olvenna Studio</p></li>
      <li><time datetime="2018-01">Jan 2018</time> – <time datetime="2021-02">Feb 2021</time><h3>Product Designer</h3><p>Quillby</p></li>
      </ol></body></html>`;
    expect(jobs(html)).toEqual([
      ['Lead Designer', 'Olvenna Studio', '2021-03'],
      ['Product Designer', 'Quillby', '2018-01'],
    ]);
  });

  it('<h3>Title</h3><p>Employer · 2019 – present</p>', () => {
    const html = `<html lang="en"><body><h1>Ada Brightwater</h1><p>Data Scientist</p>
      <h2>Experience</h2><h3>Data Scientist</h3><p>Fennick Health · 2019 – present</p><p>Built the readmission model.</p>
      <h3>Analyst</h3><p>Morrow &amp; Pike · 2016 – 2019</p><p>Reported on sales across the region.</p>
      <h2>Education</h2><h3>MSc Statistics</h3><p>University of Ostwick · 2014 – 2016</p></body></html>`;
    expect(jobs(html)).toEqual([
      ['Data Scientist', 'Fennick Health', '2019'],
      ['Analyst', 'Morrow & Pike', '2016'],
    ]);
    expect(schools(html)).toEqual([['University of Ostwick', '2014']]);
  });

  it('LinkedIn signed out 2024: grouped roles under one company, durations', () => {
    const html = `<html lang="en"><head><title>Clara Montfort - Engineering Manager - Velloway | LinkedIn</title>
      <link rel="canonical" href="https://www.linkedin.com/in/clara-montfort"></head><body><main>
      <section class="top-card-layout"><h1>Clara Montfort</h1><h2>Engineering Manager at Velloway</h2><div>Lyon, Auvergne-Rhône-Alpes, France</div></section>
      <section><h2>Experience</h2><ul>
      <li><a href="https://www.linkedin.com/company/velloway"><h3>Velloway</h3></a><p>5 yrs 2 mos</p><ul>
        <li><h4>Engineering Manager</h4><p><span>Jan 2022 - Present · 3 yrs 2 mos</span></p></li>
        <li><h4>Senior Engineer</h4><p><span>Jan 2020 - Dec 2021 · 2 yrs</span></p></li></ul></li>
      <li><h3>Software Engineer</h3><h4>Dravik</h4><p><span>Sep 2016 - Dec 2019 · 3 yrs 4 mos</span></p></li></ul></section>
      <section><h2>Education</h2><ul><li><h3>ESIV Valdorne</h3><h4>Diplôme d'ingénieur, Informatique</h4><p>2011 - 2016</p></li></ul></section>
      </main></body></html>`;
    const url = 'https://www.linkedin.com/in/clara-montfort';
    expect(jobs(html, url)).toEqual([
      ['Engineering Manager', 'Velloway', '2022-01'],
      ['Senior Engineer', 'Velloway', '2020-01'],
      ['Software Engineer', 'Dravik', '2016-09'],
    ]);
    expect(schools(html, url)).toEqual([['ESIV Valdorne', '2011']]);
  });

  it('GitHub profile: the company field is a current job', () => {
    const html = `<html><head><meta property="og:site_name" content="GitHub"><title>ohlsen (Nils Ohlsen) · GitHub</title></head><body>
      <div class="vcard"><h1 class="vcard-names"><span class="p-name vcard-fullname" itemprop="name">Nils Ohlsen</span>
      <span class="p-nickname vcard-username" itemprop="additionalName">ohlsen</span></h1>
      <ul class="vcard-details"><li itemprop="worksFor"><span class="p-org"><div>@brindle-io</div></span></li>
      <li itemprop="homeLocation"><span class="p-label">Oslo</span></li>
      <li itemprop="url"><a href="https://ohlsen.example.no">https://ohlsen.example.no</a></li></ul></div></body></html>`;
    const url = 'https://github.com/ohlsen';
    expect(jobs(html, url).map(([, c]) => c)).toEqual(['brindle-io']);
    expect(links(html, url)).toContain('https://ohlsen.example.no');
  });

  it('resume builder page: entries in <section>/<article>', () => {
    const html = `<html lang="es"><body><header><h1>Lucía Barranco</h1><p>Ingeniera de datos</p></header>
      <section id="experience"><h2>Experiencia</h2>
      <article><h3>Ingeniera de datos</h3><div><span>Almendral Tech</span><span>Madrid</span></div><div>2020 – Actualidad</div></article>
      <article><h3>Analista</h3><div><span>Grupo Tobera</span><span>Sevilla</span></div><div>2017 – 2020</div></article></section>
      <section id="education"><h2>Formación</h2>
      <article><h3>Grado en Ingeniería Informática</h3><div>Universidad de Alcorna</div><div>2013 – 2017</div></article></section></body></html>`;
    expect(jobs(html)).toEqual([
      ['Ingeniera de datos', 'Almendral Tech', '2020'],
      ['Analista', 'Grupo Tobera', '2017'],
    ]);
    expect(schools(html)).toEqual([['Universidad de Alcorna', '2013']]);
  });

  it('education: degree abbreviation, the school on the next line (fr, it, de, en)', () => {
    const html = `<html lang="fr"><body><h1>Bastien Morel</h1><p>Développeur</p><h2>Formation</h2>
      <p><b>Licence Informatique</b></p><p>Université de Vernay</p><p>2015 – 2018</p>
      <p><b>Laurea in Economia</b></p><p>Università di Castelmonte</p><p>2011 – 2014</p>
      <p><b>Diplom Physik</b></p><p>Universität Brennstadt</p><p>2005 – 2010</p>
      <p><b>B.Sc. Computer Science</b></p><p>Harwick College</p><p>2001 – 2004</p></body></html>`;
    expect(schools(html)).toEqual([
      ['Université de Vernay', '2015'],
      ['Università di Castelmonte', '2011'],
      ['Universität Brennstadt', '2005'],
      ['Harwick College', '2001'],
    ]);
  });

  it('links as text without href', () => {
    const html = `<html lang="en"><body><h1>Jane Ferrow</h1><p>Developer</p>
      <p>github.com/janeferrow · linkedin.com/in/janeferrow · janeferrow.dev</p><p>jane@ferrow.example.com</p></body></html>`;
    expect(links(html).sort()).toEqual(
      ['https://github.com/janeferrow', 'https://janeferrow.dev', 'https://linkedin.com/in/janeferrow'].sort(),
    );
  });

  it("LinkedIn signed out 2025: a company over its roles, the top card, no other members' links", () => {
    const html = `<!DOCTYPE html><html lang="en"><head><title>Clara Montfort - Velloway | LinkedIn</title>
      <link rel="canonical" href="https://fr.linkedin.com/in/clara-montfort"></head><body>
      <main class="main"><section class="top-card-layout container-lined overflow-hidden">
      <div class="top-card-layout__entity-info-container"><div class="top-card-layout__entity-info">
      <h1 class="top-card-layout__title font-sans text-lg">Clara Montfort</h1>
      <h2 class="top-card-layout__headline break-words">Engineering Manager</h2>
      <h3 class="top-card-layout__first-subline font-sans text-md"><div class="not-first-middot"><span>Lyon, Auvergne-Rhône-Alpes, France</span><span>500+ connections</span></div></h3>
      <div class="top-card-layout__second-subline font-sans text-sm"><div class="top-card__links-container">
      <div data-section="currentPositionsDetails" class="top-card__right-column-link"><a href="https://fr.linkedin.com/company/velloway"><span>Velloway</span></a></div>
      <div data-section="educationsDetails" class="top-card__right-column-link"><a href="https://fr.linkedin.com/school/esiv-valdorne/"><span>ESIV Valdorne</span></a></div>
      </div></div></div></div></section>
      <section class="core-section-container experience"><h2 class="core-section-container__title section-title">Experience</h2>
      <div class="core-section-container__content break-words"><ul class="experience__list">
      <li class="experience-group experience-item">
        <a class="experience-group-header__url" href="https://fr.linkedin.com/company/velloway"><div class="experience-group-header__content">
        <h4 class="experience-group-header__company">Velloway</h4><p class="experience-group-header__duration">5 years 2 months</p></div></a>
        <ul class="experience-group__positions">
          <li class="profile-section-card experience-group-position"><div class="profile-section-card__contents">
            <h3 class="profile-section-card__title">Engineering Manager</h3><h4 class="profile-section-card__subtitle"></h4>
            <div class="experience-group-position__meta"><p class="experience-group-position__duration experience-group-position__meta-item">
            <span class="date-range"><time>Jan 2022</time> - Present <span class="before:middot">3 years 2 months</span></span></p>
            <p class="experience-group-position__location experience-group-position__meta-item">Lyon, Auvergne-Rhône-Alpes, France</p>
            <div class="experience-group-position__description experience-group-position__meta-item"><div class="show-more-less-text">
            <p class="show-more-less-text__text--less">Leading two teams since 2022. Hired 9 engineers.</p></div></div></div></div></li>
          <li class="profile-section-card experience-group-position"><div class="profile-section-card__contents">
            <h3 class="profile-section-card__title">Senior Engineer</h3>
            <div class="experience-group-position__meta"><p class="experience-group-position__duration"><span class="date-range"><time>Jan 2020</time> - <time>Dec 2021</time> <span class="before:middot">2 years</span></span></p></div></div></li>
        </ul></li>
      <li class="profile-section-card experience-item"><a class="profile-section-card__image-link" href="https://fr.linkedin.com/company/dravik"><img alt="Dravik"></a>
        <div class="profile-section-card__contents"><h3 class="profile-section-card__title">Software Engineer</h3>
        <h4 class="profile-section-card__subtitle"><a class="profile-section-card__subtitle-link" href="https://fr.linkedin.com/company/dravik">Dravik</a></h4>
        <div class="experience-item__meta"><p class="experience-item__duration experience-item__meta-item"><span class="date-range"><time>Sep 2016</time> - <time>Dec 2019</time> <span class="before:middot">3 years 4 months</span></span></p></div></div></li>
      </ul></div></section>
      <section class="core-section-container education"><h2 class="core-section-container__title section-title">Education</h2>
      <div class="core-section-container__content break-words"><ul class="education__list">
      <li class="profile-section-card education__list-item"><div class="profile-section-card__contents">
      <h3 class="profile-section-card__title"><a href="https://fr.linkedin.com/school/esiv-valdorne/">ESIV Valdorne</a></h3>
      <h4 class="profile-section-card__subtitle"><span class="education__item education__item--degree-info">Diplôme d'ingénieur</span> <span class="education__item education__item--degree-info">Informatique</span></h4>
      <span class="education__item education__item--duration"><span class="date-range"><time>2011</time> - <time>2016</time></span></span>
      </div></li></ul></div></section>
      <section class="core-section-container activities"><h2 class="core-section-container__title section-title">Activity</h2><ul>
      <li><h3>Proud of the team!</h3><p>Liked by Clara Montfort</p></li></ul></section>
      </main><aside class="right-rail"><section><h2>People also viewed</h2><ul><li><a href="https://fr.linkedin.com/in/paul-other"><h3>Paul Other</h3><p>CTO at Brakkow</p></a></li></ul></section></aside></body></html>`;
    const r = out(html, 'https://fr.linkedin.com/in/clara-montfort');
    expect(r.exp).toEqual([
      ['Engineering Manager', 'Velloway', '2022-01', null],
      ['Senior Engineer', 'Velloway', '2020-01', '2021-12'],
      ['Software Engineer', 'Dravik', '2016-09', '2019-12'],
    ]);
    expect(r.edu).toEqual([['ESIV Valdorne', "Diplôme d'ingénieur", '2011', '2016']]);
    expect(r.links).toEqual(['https://fr.linkedin.com/in/clara-montfort']);
  });
  it('links behind redirects and an ORCID iD', () => {
    const r = out(`<html lang="en"><body><h1>Jane Ferrow</h1><p>Developer</p>
      <p><a href="https://www.google.com/url?q=https%3A%2F%2Fgithub.com%2Fjaneferrow&sa=D">GitHub</a>
      <a href="https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fjaneferrow%2Edev&urlhash=x">Site</a>
      <a href="https://l.facebook.com/l.php?u=https%3A%2F%2Fscholar.google.com%2Fcitations%3Fuser%3DAbCdEf">Scholar</a>
      <a href="https://orcid.org/0000-0002-1825-0097">ORCID</a></p><p>jane@ferrow.example.com</p></body></html>`);
    expect(r.links.sort()).toEqual(
      [
        'https://github.com/janeferrow',
        'https://janeferrow.dev',
        'https://scholar.google.com/citations?user=AbCdEf',
        'https://orcid.org/0000-0002-1825-0097',
      ].sort(),
    );
  });
  it("a CV builder's articles with <time> dates (nl)", () => {
    const r = out(`<html lang="nl"><body><h1>Jorien van Haaften</h1><p>Projectleider</p><h2>Werkervaring</h2>
      <article class="entry"><header><h3>Projectleider</h3><p class="org">Brandwijk Groep</p></header><p class="dates"><time datetime="2019-04">april 2019</time> – heden</p><p>Leiding aan een team van acht.</p></article>
      <article class="entry"><header><h3>Adviseur</h3><p class="org">Kestrel Advies B.V.</p></header><p class="dates"><time>2015</time> – <time>2019</time></p></article>
      <h2>Opleiding</h2><article><h3>Master Bedrijfskunde</h3><p>Universiteit van Leidendam</p><p>2013 – 2015</p></article></body></html>`);
    expect(r.exp).toEqual([
      ['Projectleider', 'Brandwijk Groep', '2019-04', null],
      ['Adviseur', 'Kestrel Advies B.V.', '2015', '2019'],
    ]);
    expect(r.edu.map((e) => e[0])).toEqual(['Universiteit van Leidendam']);
  });
  it('a sidebar read first, headed "Detalhes pessoais" (pt), before the main column\'s name and title', () => {
    const { candidate } =
      extractHtml(`<html lang="pt-br"><head><title>Currículo - Lúcia Venturim Sarmento</title></head><body><div class="page"><div class="sidebar">
      <h2>DETALHES PESSOAIS</h2><div>Itaqui, RS, Brasil<br>lucia.venturim@example.com<br>(51) 97777-1234</div>
      <h2>IDIOMAS</h2><div>Português (Nativo)</div></div>
      <div class="main"><h1>Lúcia Venturim Sarmento</h1><div class="subtitle">Analista de Suporte de TI</div>
      <h2>EXPERIÊNCIA PROFISSIONAL</h2><div class="job"><div class="job-title">Cooperativa Arroio Claro – Itaqui/RS</div>
      <div class="job-period">Março 2022 – Atual</div>Analista de Suporte<ul><li>Atendimento</li></ul></div></div></div></body></html>`);
    expect(candidate.name.full).toBe('Lúcia Venturim Sarmento');
    expect(candidate.headline).toBe('Analista de Suporte de TI');
  });
});
