import { describe, expect, it } from 'vitest';
import { extractHtml } from './helpers.ts';

const jobs = (html: string, url?: string) => extractHtml(html, url).candidate.experience.map((e) => [e.title, e.company, e.start]);
const schools = (html: string, url?: string) => extractHtml(html, url).candidate.education.map((e) => [e.institution, e.start ?? e.end]);
const links = (html: string, url?: string) => extractHtml(html, url).candidate.links.map((l) => l.url);

describe('static-site academic templates', () => {
  it('a Markdown CV page: degrees as "Ph.D in X, University of Y, 2018", jobs as "Spring 2024: Title" over their university', () => {
    const html = `<html lang="en"><body><header><nav><a href="/">Home</a><a href="/publications/">Publications</a><a href="/cv/">CV</a></nav></header>
      <div class="sidebar"><h3>Ilse Varnholt</h3><p>PhD candidate in Ecology</p></div>
      <article class="page"><h1>CV</h1><div class="page__content">
      <h1>Education</h1><ul><li>Ph.D in Ecology, University of Caldmoor, 2024 (expected)</li>
      <li>M.S. in Biology, Westbrook University, 2019</li><li>B.S. in Biology, Ardlow College, 2017</li></ul>
      <h1>Work experience</h1><ul><li>Spring 2024: Teaching Assistant<ul><li>University of Caldmoor</li><li>Duties included: grading and tutoring</li><li>Supervisor: Professor Amos Renne</li></ul></li>
      <li>Summer 2021: Research Intern<ul><li>Fenwick Marine Laboratory</li><li>Duties included: field sampling</li></ul></li></ul>
      <h1>Skills</h1><ul><li>R</li><li>Python</li></ul></div></article></body></html>`;
    expect(schools(html)).toEqual([
      ['University of Caldmoor', '2024'],
      ['Westbrook University', '2019'],
      ['Ardlow College', '2017'],
    ]);
    expect(jobs(html)).toEqual([
      ['Teaching Assistant', 'University of Caldmoor', '2024'],
      ['Research Intern', 'Fenwick Marine Laboratory', '2021'],
    ]);
  });

  it('an experience widget: title, company, dates and place each in an element of its own', () => {
    const html = `<html lang="en"><body><h1>Tomasz Wierzbin</h1><p>Research Scientist</p>
      <section id="experience"><h1>Experience</h1>
      <div class="card experience"><div class="card-body"><div class="section-subheading card-title exp-title">Research Scientist</div>
      <div class="meta"><div class="company">Orvane Labs</div><div class="dates">Jan 2021 – Present</div><div class="place">Kraków, Poland</div></div>
      <div class="card-text"><p>Machine learning for materials.</p></div></div></div>
      <div class="card experience"><div class="card-body"><div class="section-subheading card-title exp-title">Postdoctoral Researcher</div>
      <div class="meta"><div class="company">University of Dunmere</div><div class="dates">Sep 2018 – Dec 2020</div><div class="place">Dunmere, UK</div></div></div></div>
      </section><section id="education"><h1>Education</h1>
      <div class="education"><div class="degree">PhD in Physics</div><div class="institution">Wrocław Institute of Technology</div><div class="year">2018</div></div></section></body></html>`;
    expect(jobs(html)).toEqual([
      ['Research Scientist', 'Orvane Labs', '2021-01'],
      ['Postdoctoral Researcher', 'University of Dunmere', '2018-09'],
    ]);
    expect(schools(html)).toEqual([['Wrocław Institute of Technology', '2018']]);
  });

  it('a CV table of year | text, the text in bold and plain', () => {
    const html = `<html lang="en"><body><h1>Ruth Aldane</h1><p>Lecturer in Linguistics</p><h2>Education</h2>
      <table class="table"><tr><td class="date">2015 - 2019</td><td><strong>Ph.D. in Linguistics</strong><br>Marbury University</td></tr>
      <tr><td class="date">2013 - 2015</td><td><strong>M.A. in Linguistics</strong><br>University of Lenholm</td></tr></table>
      <h2>Experience</h2><table class="table"><tr><td class="date">2020 - present</td><td><strong>Lecturer</strong><br>Harwick College</td></tr>
      <tr><td class="date">2019 - 2020</td><td><strong>Postdoctoral Fellow</strong><br>Marbury University</td></tr></table></body></html>`;
    expect(schools(html)).toEqual([
      ['Marbury University', '2015'],
      ['University of Lenholm', '2013'],
    ]);
    expect(jobs(html)).toEqual([
      ['Lecturer', 'Harwick College', '2020'],
      ['Postdoctoral Fellow', 'Marbury University', '2019'],
    ]);
  });
});

describe('faculty and researcher pages', () => {
  it('a <p> of positions and a <p> of degrees, one a line with <br>', () => {
    const html = `<html lang="en"><body><h1>Prof. Dr. Helmut Brandauer</h1><p>Chair of Applied Optics</p>
      <h2>Positions</h2><p>2019 – present: Professor, University of Halbstadt<br>2014 – 2019: Junior Professor, Technical University of Brennstadt<br>2011 – 2014: Postdoc, Varnholt Research Centre</p>
      <h2>Education</h2><p>2011: PhD in Physics, University of Brennstadt<br>2007: Diploma in Physics, University of Halbstadt</p></body></html>`;
    expect(jobs(html)).toEqual([
      ['Professor', 'University of Halbstadt', '2019'],
      ['Junior Professor', 'Technical University of Brennstadt', '2014'],
      ['Postdoc', 'Varnholt Research Centre', '2011'],
    ]);
    expect(schools(html).map(([s]) => s)).toEqual(['University of Brennstadt', 'University of Halbstadt']);
  });

  it('positions and degrees in a <dl> of years and posts', () => {
    const html = `<html lang="en"><body><h1>Nadia Fenwright</h1><p>Professor of History</p>
      <h2>Career</h2><dl><dt>since 2019</dt><dd>Professor of Modern History, University of Caldmoor</dd>
      <dt>2012–2019</dt><dd>Senior Lecturer, Ardlow College</dd></dl>
      <h2>Education</h2><dl><dt>2012</dt><dd>PhD, Westbrook University</dd><dt>2007</dt><dd>MA, University of Caldmoor</dd></dl></body></html>`;
    expect(jobs(html)).toEqual([
      ['Professor of Modern History', 'University of Caldmoor', '2019'],
      ['Senior Lecturer', 'Ardlow College', '2012'],
    ]);
    expect(schools(html).map(([s]) => s)).toEqual(['Westbrook University', 'University of Caldmoor']);
  });

  it('a biography: "Since 2019 Professor of X at the University of Y. Before that, …"', () => {
    const html = `<html lang="en"><body><h1>Helmut Brandauer</h1><h2>Short CV</h2>
      <p>Since 2019 Professor of Applied Optics at the University of Halbstadt. Before that, he was a Junior Professor at the Technical University of Brennstadt (2014–2019).</p></body></html>`;
    expect(jobs(html)).toEqual([
      ['Professor of Applied Optics', 'University of Halbstadt', '2019'],
      ['Junior Professor', 'Technical University of Brennstadt', null],
    ]);
    const german = `<html lang="de"><body><h1>Helmut Brandauer</h1><h2>Kurzvita</h2>
      <p>Seit 2019 Professor für Angewandte Optik an der Universität Halbstadt. Zuvor war er Professor an der Technischen Universität Brennstadt.</p></body></html>`;
    expect(jobs(german)).toEqual([
      ['Professor für Angewandte Optik', 'Universität Halbstadt', '2019'],
      ['Professor', 'Technischen Universität Brennstadt', null],
    ]);
    const french = `<html lang="fr"><body><h1>Hélène Brandeau</h1><h2>Biographie</h2>
      <p>Depuis septembre 2020, maîtresse de conférences à l’Université de Vernay.</p></body></html>`;
    expect(jobs(french)).toEqual([['maîtresse de conférences', 'Université de Vernay', '2020']]);
  });

  it('a researcher page: "2016–2020 Postdoctoral researcher, Institute of Z, City"', () => {
    const html = `<html lang="en"><body><h1>Oskar Lindqvist</h1><p>Researcher</p><h2>Research experience</h2>
      <p>2020–present Research Scientist, Norrvik Institute of Marine Science, Gothenburg</p>
      <p>2016–2020 Postdoctoral researcher, Institute of Coastal Studies, Bergen</p>
      <h2>Education</h2><p>2016 PhD in Oceanography, University of Tromsvik, Norway</p></body></html>`;
    const { candidate } = extractHtml(html);
    expect(candidate.experience.map((e) => [e.title, e.company, e.location, e.start])).toEqual([
      ['Research Scientist', 'Norrvik Institute of Marine Science', 'Gothenburg', '2020'],
      ['Postdoctoral researcher', 'Institute of Coastal Studies', 'Bergen', '2016'],
    ]);
    expect(candidate.education.map((e) => e.institution)).toEqual(['University of Tromsvik']);
  });

  it('a German "Werdegang" table with "seit 04/2021" rows', () => {
    const html = `<html lang="de"><body><h1>Dr. Katrin Wellershoff</h1><p>Wissenschaftliche Mitarbeiterin</p><h2>Werdegang</h2>
      <table><tr><td>seit 04/2021</td><td>Wissenschaftliche Mitarbeiterin, Institut für Werkstoffkunde, Universität Halbstadt</td></tr>
      <tr><td>10/2017 – 03/2021</td><td>Doktorandin, Fraunwald-Institut für Lasertechnik, Brennstadt</td></tr>
      <tr><td>10/2011 – 09/2017</td><td>Studium der Physik, Universität Brennstadt</td></tr></table></body></html>`;
    const { candidate } = extractHtml(html);
    expect(candidate.experience.map((e) => [e.title, e.company, e.start, e.current])).toEqual([
      ['Wissenschaftliche Mitarbeiterin', 'Universität Halbstadt', '2021-04', true],
      ['Doktorandin', 'Fraunwald-Institut für Lasertechnik', '2017-10', false],
    ]);
    expect(candidate.education.map((e) => e.institution)).toEqual(['Universität Brennstadt']);
  });

  it('Spanish, Italian and Portuguese pages whose studies are paragraphs under "Formación académica" / "Formazione" / "Formação"', () => {
    const es = `<html lang="es"><body><h1>Marta Cifuentes</h1><p>Profesora titular</p><h2>Formación académica</h2>
      <p>Doctora en Química por la Universidad de Alcorna (2012).</p><p>Licenciada en Química por la Universidad de Valdemora (2006).</p></body></html>`;
    expect(schools(es).map(([s]) => s)).toEqual(['Universidad de Alcorna', 'Universidad de Valdemora']);
    const it_ = `<html lang="it"><body><h1>Davide Lanzoni</h1><p>Ricercatore</p><h2>Formazione</h2>
      <p>Dottorato di ricerca in Fisica, Università di Castelmonte, 2015.</p><p>Laurea magistrale in Fisica, Università di Valdorso, 2011.</p></body></html>`;
    expect(schools(it_).map(([s]) => s)).toEqual(['Università di Castelmonte', 'Università di Valdorso']);
    const pt = `<html lang="pt"><body><h1>Joana Ribeirinho</h1><p>Investigadora</p><h2>Formação</h2>
      <p>Doutoramento em Biologia pela Universidade de Alvorada (2016).</p><p>Licenciatura em Biologia pela Universidade do Tavoredo (2010).</p></body></html>`;
    expect(schools(pt).map(([s]) => s)).toEqual(['Universidade de Alvorada', 'Universidade do Tavoredo']);
  });
});

describe('career lists of French, Spanish and Dutch academic pages', () => {
  it('"Parcours" items "2016-2018 : ATER, Université de …" as jobs, and "Formation" items dated by one year as degrees', () => {
    const html = `<html lang="fr"><body><h1>Anne-Laure Grivel</h1><p>Maîtresse de conférences en informatique</p>
      <h2>Parcours</h2><ul><li>Depuis 2018 : Maîtresse de conférences, Université de Vernay</li><li>2016-2018 : ATER, Université de Brévanne</li>
      <li>2013-2016 : Doctorante, Laboratoire d'Informatique de Valcourt</li></ul>
      <h2>Formation</h2><ul><li>2016 : Doctorat en informatique, Université de Valcourt</li><li>2013 : Master recherche, Université de Brévanne</li></ul></body></html>`;
    expect(jobs(html)).toEqual([
      ['Maîtresse de conférences', 'Université de Vernay', '2018'],
      ['ATER', 'Université de Brévanne', '2016'],
      ['Doctorante', "Laboratoire d'Informatique de Valcourt", '2013'],
    ]);
    expect(schools(html)).toEqual([
      ['Université de Valcourt', '2016'],
      ['Université de Brévanne', '2013'],
    ]);
  });

  it('dates in bold closed by a full stop, then the title and the organisation as short sentences', () => {
    const html = `<html lang="es"><body><h1>Jorge Almansa</h1><p>Investigador postdoctoral</p><h2>Experiencia profesional</h2>
      <p><strong>2021 – actualidad.</strong> Investigador postdoctoral. Instituto de Ciencias del Mar de Valdemora.</p>
      <p><strong>2017 – 2021.</strong> Investigador predoctoral. Universidad de Alcorna.</p>
      <h2>Formación académica</h2><p><strong>2021.</strong> Doctor en Ciencias del Mar. Universidad de Alcorna.</p></body></html>`;
    expect(jobs(html)).toEqual([
      ['Investigador postdoctoral', 'Instituto de Ciencias del Mar de Valdemora', '2021'],
      ['Investigador predoctoral', 'Universidad de Alcorna', '2017'],
    ]);
    expect(extractHtml(html).candidate.education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Universidad de Alcorna', 'Doctor en Ciencias del Mar', '2021'],
    ]);
  });

  it('"Loopbaan" and "Opleiding" paragraphs "2020 – heden: Universitair docent, Universiteit van …"', () => {
    const html = `<html lang="nl"><body><h1>Dr. Femke de Wit</h1><p>Universitair docent</p><h2>Loopbaan</h2>
      <p>2020 – heden: Universitair docent, Universiteit van Leidendam</p><p>2016 – 2020: Promovendus, Rijksinstituut voor Kustonderzoek</p>
      <h2>Opleiding</h2><p>2016: PhD, Universiteit van Leidendam</p><p>2014: MSc Biologie, Universiteit van Amstelveld</p></body></html>`;
    expect(jobs(html)).toEqual([
      ['Universitair docent', 'Universiteit van Leidendam', '2020'],
      ['Promovendus', 'Rijksinstituut voor Kustonderzoek', '2016'],
    ]);
    expect(schools(html)).toEqual([
      ['Universiteit van Leidendam', '2016'],
      ['Universiteit van Amstelveld', '2014'],
    ]);
  });
});

describe('profile sites', () => {
  it('LinkedIn signed in: hashed classes, roles grouped under a company with "Full-time · 3 yrs", Grade and Activities, "Show all" links', () => {
    const html = `<html lang="en"><head><title>(3) Hanne Visscher | LinkedIn</title></head><body><main class="scaffold-layout__main">
      <section class="artdeco-card"><div class="ph5"><h1 class="text-heading-xlarge inline t-24 v-align-middle break-words">Hanne Visscher</h1>
      <div class="text-body-medium break-words">Data Platform Lead at Brandwijk</div>
      <span class="text-body-small inline t-black--light break-words">Utrecht, Netherlands</span></div></section>
      <section class="artdeco-card pv-profile-card"><div id="experience" class="pv-profile-card__anchor"></div>
      <div class="pvs-header__container"><h2 class="pvs-header__title"><span aria-hidden="true">Experience</span><span class="visually-hidden">Experience</span></h2></div>
      <ul class="pvs-list"><li class="artdeco-list__item"><div class="xKfGhQ"><a href="https://www.linkedin.com/company/12345/"><div class="t-bold"><span aria-hidden="true">Brandwijk</span></div>
        <span class="t-14 t-normal"><span aria-hidden="true">Full-time · 3 yrs 4 mos</span></span><span class="t-14 t-normal t-black--light"><span aria-hidden="true">Utrecht, Netherlands</span></span></a>
        <ul class="pvs-list"><li><div class="t-bold"><span aria-hidden="true">Data Platform Lead</span></div><span class="t-14 t-normal t-black--light"><span aria-hidden="true">Jan 2023 - Present · 2 yrs</span></span></li>
        <li><div class="t-bold"><span aria-hidden="true">Data Engineer</span></div><span class="t-14 t-normal t-black--light"><span aria-hidden="true">Sep 2021 - Dec 2022 · 1 yr 4 mos</span></span></li></ul></div></li>
      <li class="artdeco-list__item"><div class="xKfGhQ"><div class="t-bold"><span aria-hidden="true">Analyst</span></div>
        <span class="t-14 t-normal"><span aria-hidden="true">Kestrel Advies · Full-time</span></span>
        <span class="t-14 t-normal t-black--light"><span aria-hidden="true">Feb 2018 - Aug 2021 · 3 yrs 7 mos</span></span></div></li></ul>
      <div class="pvs-list__footer-wrapper"><a href="https://www.linkedin.com/in/hanne-visscher/details/experience/">Show all 12 experiences</a></div></section>
      <section class="artdeco-card pv-profile-card"><div id="education"></div><h2><span aria-hidden="true">Education</span></h2>
      <ul class="pvs-list"><li><div class="t-bold"><span aria-hidden="true">Universiteit van Leidendam</span></div>
      <span class="t-14 t-normal"><span aria-hidden="true">Master of Science - MS, Computer Science</span></span>
      <span class="t-14 t-normal t-black--light"><span aria-hidden="true">2014 - 2016</span></span>
      <div><span aria-hidden="true">Grade: 8.1</span></div><div><span aria-hidden="true">Activities and societies: Student council</span></div></li></ul></section>
      </main></body></html>`;
    const url = 'https://www.linkedin.com/in/hanne-visscher/';
    expect(jobs(html, url)).toEqual([
      ['Data Platform Lead', 'Brandwijk', '2023-01'],
      ['Data Engineer', 'Brandwijk', '2021-09'],
      ['Analyst', 'Kestrel Advies', '2018-02'],
    ]);
    expect(schools(html, url)).toEqual([['Universiteit van Leidendam', '2014']]);
  });

  it('a GitHub profile whose README says "Currently working at …" and lists its experience', () => {
    const html = `<html><head><meta property="og:site_name" content="GitHub"><title>elsk (Elske Brouwer) · GitHub</title></head><body>
      <div class="vcard"><h1 class="vcard-names"><span class="p-name vcard-fullname" itemprop="name">Elske Brouwer</span>
      <span class="p-nickname vcard-username" itemprop="additionalName">elsk</span></h1>
      <ul class="vcard-details"><li itemprop="homeLocation"><span class="p-label">Groningen</span></li></ul></div>
      <article class="markdown-body entry-content"><h2>Hi, I'm Elske 👋</h2>
      <ul><li>🔭 Currently working at Tavelink as a Backend Engineer</li><li>🌱 Learning Rust</li></ul>
      <h3>Experience</h3><ul><li><strong>Backend Engineer</strong> @ Tavelink (2022 – now)</li><li><strong>Junior Developer</strong> @ Noordvliet Software (2019 – 2022)</li></ul></article></body></html>`;
    const got = jobs(html, 'https://github.com/elsk').map(([t, c]) => [t, c]);
    expect(got).toEqual([
      ['Backend Engineer', 'Tavelink'],
      ['Junior Developer', 'Noordvliet Software'],
    ]);
  });

  it('a resume builder page of rows: title over company, dates at the right', () => {
    const html = `<html lang="en"><body><main><div class="profile"><h1>Rafaela Brandt</h1><p>Product designer in Lisbon</p></div>
      <section><h3>Work Experience</h3>
      <div class="row"><div class="date">2021 — Now</div><div><div class="title">Senior Product Designer at Marelo</div><div class="sub">Lisbon</div></div></div>
      <div class="row"><div class="date">2018 — 2021</div><div><div class="title">Product Designer at Quillby</div><div class="sub">Remote</div></div></div></section>
      <section><h3>Education</h3><div class="row"><div class="date">2014 — 2018</div><div><div class="title">BA Communication Design</div><div class="sub">Faculdade de Belas-Artes do Tavoredo</div></div></div></section></main></body></html>`;
    expect(jobs(html)).toEqual([
      ['Senior Product Designer', 'Marelo', '2021'],
      ['Product Designer', 'Quillby', '2018'],
    ]);
    expect(schools(html)).toEqual([['Faculdade de Belas-Artes do Tavoredo', '2014']]);
  });
});

describe('resume builders', () => {
  it('a Read.cv-like page: dates beside "Title at Company", contacts as label and link', () => {
    const html = `<html lang="en"><body><main><h1>Mina Okafor</h1><p>Design engineer</p><p>Lagos, Nigeria</p>
      <section><h2>Work Experience</h2>
      <div><div>2022 — Now</div><div><div>Design Engineer at Corvane</div><div>Lagos</div><p>Building the design system.</p></div></div>
      <div><div>2019 — 2022</div><div><div>Frontend Developer at Pelloway</div><div>Remote</div></div></div></section>
      <section><h2>Education</h2><div><div>2014 — 2018</div><div><div>BSc Computer Science at University of Ardenmoor</div></div></div></section>
      <section><h2>Contact</h2><div><div>Twitter</div><a href="https://twitter.com/minaokafor">@minaokafor</a></div>
      <div><div>Website</div><a href="https://minaokafor.example.com">minaokafor.example.com</a></div></section></main></body></html>`;
    expect(jobs(html)).toEqual([
      ['Design Engineer', 'Corvane', '2022'],
      ['Frontend Developer', 'Pelloway', '2019'],
    ]);
    expect(schools(html)).toEqual([['University of Ardenmoor', '2014']]);
    expect(links(html)).toEqual(['https://twitter.com/minaokafor', 'https://minaokafor.example.com']);
  });

  it('a Notion-like page: emoji headings, "Title — Company" subheadings, dates with arrows', () => {
    const html = `<html lang="en"><body><div class="notion-page-content"><h1 class="notion-header">Sven Aaltonen</h1>
      <div class="notion-text">Backend engineer · Helsinki</div><h2 class="notion-h2">💼 Experience</h2>
      <h3 class="notion-h3">Senior Backend Engineer — Kivikko Oy</h3><div class="notion-text">Mar 2021 → Present</div><ul><li>Owned the billing platform.</li></ul>
      <h3 class="notion-h3">Backend Engineer — Tuulimylly</h3><div class="notion-text">Aug 2017 → Feb 2021</div>
      <h2 class="notion-h2">🎓 Education</h2><h3 class="notion-h3">M.Sc. Computer Science — Aalto-yliopisto</h3><div class="notion-text">2012 → 2017</div></div></body></html>`;
    expect(jobs(html)).toEqual([
      ['Senior Backend Engineer', 'Kivikko Oy', '2021-03'],
      ['Backend Engineer', 'Tuulimylly', '2017-08'],
    ]);
    expect(schools(html)).toEqual([['Aalto-yliopisto', '2012']]);
  });
});

describe('a profile card that lists no jobs', () => {
  it('reads its headline "Title at Employer" as the current job, in the languages profiles are written in', () => {
    const card = (lang: string, headline: string) =>
      extractHtml(`<html lang="${lang}"><body><div class="profile"><h1>Priyanka Rao</h1><h2>${headline}</h2><p>Bangalore</p>
        <ul class="social"><li><a href="https://github.com/prao" aria-label="GitHub"></a></li></ul></div></body></html>`).candidate.experience.map(
        (e) => [e.title, e.company, e.current],
      );
    expect(card('en', 'Data Scientist at Vellmora')).toEqual([['Data Scientist', 'Vellmora', true]]);
    expect(card('fr', 'Ingénieure logiciel chez Ardenval')).toEqual([['Ingénieure logiciel', 'Ardenval', true]]);
    expect(card('en', 'Speaker at PyCon Berlin')).toEqual([]);
    expect(card('en', 'Engineer at heart, cyclist at weekends')).toEqual([]);
  });
});

describe("a researcher's links", () => {
  it('keeps ORCID, Scholar, ResearchGate, DBLP and Mastodon given as icons above the name, and no paper, co-author or conference', () => {
    const html = `<html lang="en"><head><link rel="canonical" href="https://lvarga.example.net/"></head><body>
      <nav><a href="/">About</a><a href="/publications/">Publications</a><a href="/teaching/">Teaching</a></nav>
      <div class="author__urls"><a href="https://orcid.org/0000-0001-2345-6789"><i class="ai ai-orcid"></i></a>
      <a href="https://scholar.google.com/citations?user=QwErTy12"><i class="ai ai-google-scholar"></i></a>
      <a href="https://www.researchgate.net/profile/Lilla-Varga"><i class="ai ai-researchgate"></i></a>
      <a href="https://dblp.org/pid/123/4567.html"><i class="ai ai-dblp"></i></a>
      <a href="https://sigmoid.social/@lvarga" rel="me"><i class="fab fa-mastodon"></i></a></div>
      <h1>Lilla Varga</h1><p>Postdoctoral researcher in machine learning.</p>
      <h2>Recent papers</h2><ul><li>L. Varga, <a href="https://kpoulsen.example.org">K. Poulsen</a>. Sparse things. <a href="https://confml.example.org/2024">ConfML 2024</a>.
      <a href="https://doi.org/10.1000/xyz123">doi</a> <a href="https://arxiv.org/abs/2401.01234">arXiv</a></li></ul></body></html>`;
    expect(links(html, 'https://lvarga.example.net/').sort()).toEqual(
      [
        'https://orcid.org/0000-0001-2345-6789',
        'https://scholar.google.com/citations?user=QwErTy12',
        'https://www.researchgate.net/profile/Lilla-Varga',
        'https://dblp.org/pid/123/4567.html',
        'https://sigmoid.social/@lvarga',
      ].sort(),
    );
  });

  it('reads a fediverse handle written as "@name@server", and the personal site a footer names after the person', () => {
    const html = `<html lang="en"><body><h1>Bram Oosterhuis</h1><p>PhD student</p>
      <p>Email: bram@oosterhuis.example.nl · Mastodon: @boosterhuis@scholar.social</p>
      <footer><p>Homepage: <a href="https://bramoosterhuis.example.nl">bramoosterhuis.example.nl</a> · <a href="https://github.com/boosterhuis">GitHub</a></p></footer></body></html>`;
    const { candidate } = extractHtml(html);
    expect(candidate.emails).toEqual(['bram@oosterhuis.example.nl']);
    expect(candidate.links.map((l) => [l.kind, l.url])).toEqual([
      ['mastodon', 'https://scholar.social/@boosterhuis'],
      ['website', 'https://bramoosterhuis.example.nl'],
      ['github', 'https://github.com/boosterhuis'],
    ]);
  });
});

describe("links a faculty page holds that are not the person's", () => {
  it("takes no other page of the site, no department, student, conference or colleague as the person's site", () => {
    const html = `<html lang="en"><body><h1>Morgan Hale</h1><p>Associate Professor of Computer Science</p><p>mhale@brackwater.example.edu</p>
      <p>See my <a href="/~mhale/teaching.html">teaching</a>, <a href="/~mhale/papers.html">papers</a> and <a href="https://www.brackwater.example.edu/cs/">department</a>.</p>
      <p>I work with <a href="https://rkoenig.example.org">Rita Koenig</a> on graphs, funded by <a href="https://www.fund.example.gov">the Foundation</a>.</p>
      <h2>Students</h2><ul><li><a href="https://ajones.example.org">A. Jones</a> (PhD 2021)</li></ul>
      <h2>Service</h2><p>PC member of <a href="https://confml.example.org/2025/">ConfML 2025</a>.</p></body></html>`;
    expect(links(html, 'https://people.brackwater.example.edu/~mhale/')).toEqual([]);
  });

  it('keeps a site the person names after themselves in a sentence, and an ORCID iD written without its address', () => {
    const html = `<html lang="en"><body><h1>Morgan Hale</h1><p>Associate Professor</p>
      <p>I write about graph algorithms on my blog at <a href="https://morganhale.example.net">morganhale.example.net</a>.</p>
      <p>Scholar: scholar.google.com/citations?user=AbC123 · ORCID 0000-0002-1825-0097</p></body></html>`;
    expect(links(html).sort()).toEqual(
      [
        'https://morganhale.example.net',
        'https://orcid.org/0000-0002-1825-0097',
        'https://scholar.google.com/citations?user=AbC123',
      ].sort(),
    );
  });
});

describe('career and study lists of researchers under their own headings', () => {
  it('reads "Wissenschaftlicher Werdegang" and "Trajetória" as experience, not the name and the heading as a job', () => {
    const german = `<html lang="de"><body><h1>Dr. Katrin Wellershoff</h1><p>Physikerin</p><h2>Wissenschaftlicher Werdegang</h2>
      <p>seit 2021 Gruppenleiterin, Institut für Lasertechnik, Universität Halbstadt</p><p>2017 – 2021 Postdoktorandin, Max-Roth-Institut für Optik, Brennstadt</p>
      <h2>Ausbildung</h2><p>2017 Promotion in Physik, Universität Brennstadt</p></body></html>`;
    expect(jobs(german)).toEqual([
      ['Gruppenleiterin', 'Universität Halbstadt', '2021'],
      ['Postdoktorandin', 'Max-Roth-Institut für Optik', '2017'],
    ]);
    const portuguese = `<html lang="pt"><body><h1>Joana Ribeirinho</h1><p>Investigadora</p><h2>Trajetória</h2>
      <ul><li>2019 – atual: Investigadora auxiliar, Instituto de Biologia Marinha do Tavoredo</li>
      <li>2016 – 2019: Bolseira de pós-doutoramento, Universidade de Alvorada</li></ul>
      <h2>Formação</h2><ul><li>2016: Doutoramento em Biologia, Universidade de Alvorada</li></ul></body></html>`;
    expect(jobs(portuguese)).toEqual([
      ['Investigadora auxiliar', 'Instituto de Biologia Marinha do Tavoredo', '2019'],
      ['Bolseira de pós-doutoramento', 'Universidade de Alvorada', '2016'],
    ]);
    expect(schools(portuguese)).toEqual([['Universidade de Alvorada', '2016']]);
  });

  it("reads the Education section's one-line schools before taking a job at a university for a school", () => {
    const html = `<html lang="en"><body><h1>Ilse Varnholt</h1><p>Ecologist</p><h2>Positions</h2>
      <ul><li>2019 – 2021: Scholarship holder, University of Alvorada</li></ul>
      <h2>Education</h2><ul><li>2019: PhD in Ecology, University of Caldmoor</li></ul></body></html>`;
    expect(jobs(html)).toEqual([['Scholarship holder', 'University of Alvorada', '2019']]);
    expect(schools(html)).toEqual([['University of Caldmoor', '2019']]);
  });
});

describe('biographies in languages that drop the subject', () => {
  it('reads "Dal 2020 è professoressa …; In precedenza è stata …" and "Desde 2018 es profesora …; Anteriormente fue …"', () => {
    const italian = `<html lang="it"><body><h1>Prof.ssa Giulia Marchetti</h1><p>Professoressa associata</p><h2>Curriculum</h2>
      <p>Dal 2020 è professoressa associata presso l'Università di Valdorso. In precedenza è stata ricercatrice presso il Politecnico di Castelmonte (2014-2020).</p></body></html>`;
    expect(jobs(italian)).toEqual([
      ['professoressa associata', 'Università di Valdorso', '2020'],
      ['ricercatrice', 'Politecnico di Castelmonte', null],
    ]);
    const spanish = `<html lang="es"><body><h1>Dra. Marta Cifuentes</h1><p>Profesora titular</p><h2>Currículum</h2>
      <p>Desde 2018 es profesora titular en la Universidad de Alcorna. Anteriormente fue investigadora en el Instituto de Química de Valdemora.</p></body></html>`;
    expect(jobs(spanish)).toEqual([
      ['profesora titular', 'Universidad de Alcorna', '2018'],
      ['investigadora', 'Instituto de Química de Valdemora', null],
    ]);
  });
});
