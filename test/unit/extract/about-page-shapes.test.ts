import { describe, expect, it } from 'vitest';
import { extractHtml } from './helpers.ts';

const about = (lang: string, paragraphs: string[], footer = '') =>
  `<html lang="${lang}"><body><header><a href="/">Blog</a></header><main><article><h1>About</h1>
  ${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}</article></main>${footer}</body></html>`;

describe('personal About pages written as prose', () => {
  it('a list run in after the sentences of a paragraph ("… Kenntnisse: Docker, SAP.") is read as that list', () => {
    const html = about('de', [
      'Hallo, ich bin Wiebke Aldinger aus Ulm.',
      'Ich spreche Englisch und Französisch. Kenntnisse: Docker, Grafana, SAP.',
    ]);
    const { candidate } = extractHtml(html);
    expect(candidate.skills).toEqual(['Docker', 'Grafana', 'SAP']);
    expect(candidate.languages).toEqual(['Englisch', 'Französisch']);
  });

  it('the sentence before a run-in list keeps what it tells ("I speak Welsh and Italian. Skills: …")', () => {
    const html = about('en', ['I speak Welsh and Italian. Skills: Terraform, Figma, Jira.']);
    const { candidate } = extractHtml(html);
    expect(candidate.languages).toEqual(['Welsh', 'Italian']);
    expect(candidate.skills).toEqual(['Terraform', 'Figma', 'Jira']);
  });

  it("a footer after a page's last list gives its contacts, not skills", () => {
    const html = about(
      'en',
      ['Skills: Kotlin, Airflow, Tableau.'],
      `<footer class="site-footer"><h2 class="footer-heading">Brannock Feld</h2><ul><li>Brannock Feld</li>
       <li><a href="mailto:brannock.feld@example.org">brannock.feld@example.org</a></li></ul>
       <ul><li><a href="https://github.com/bfeld"><span class="username">bfeld</span></a></li></ul></footer>`,
    );
    const { candidate } = extractHtml(html);
    expect(candidate.skills).toEqual(['Kotlin', 'Airflow', 'Tableau']);
    expect(candidate.emails).toEqual(['brannock.feld@example.org']);
  });

  it('the town the About text says the person lives in ("… designer based in Leeds."), where the page gives none else', () => {
    const html = about('en', ["Hi, I'm Corwin Tale, a product designer based in Leeds. I like tidy interfaces.", 'I speak English.']);
    expect(extractHtml(html).candidate.location).toBe('Leeds');
  });

  it('what the person does and where, as the greeting naming them says it ("Bonjour, je suis …, Technicienne à Nantes.")', () => {
    const page = (lang: string, name: string, intro: string) =>
      `<html lang="${lang}"><head><title>About | ${name}</title></head><body><header><a href="/">${name}</a>
      <nav><a href="/blog/">Blog</a></nav></header><main><article><h1>About</h1><p>${intro}</p></article></main></body></html>`;
    const fr = extractHtml(
      page('fr', 'Maëlle Corbin', 'Bonjour, je suis Maëlle Corbin, Technicienne de maintenance à Nantes. J’aime les machines.'),
    );
    expect(fr.candidate.headline).toBe('Technicienne de maintenance');
    expect(fr.candidate.location).toBe('Nantes');
    const pt = extractHtml(
      page('pt', 'Tiago Brandão', 'Olá, sou Tiago Brandão, Engenheiro de dados – Python, Kotlin em Porto. Gosto de equipas pequenas.'),
    );
    expect(pt.candidate.headline).toBe('Engenheiro de dados – Python, Kotlin');
    expect(pt.candidate.location).toBe('Porto');
    const en = extractHtml(page('en', 'Corwin Tale', "Hi, I'm Corwin Tale, and this is where I write about gardens."));
    expect(en.candidate.headline).toBeNull();
  });

  it('a sentence telling a degree and its dates names the school, not an entry made of the sentence', () => {
    const html = about('es', [
      'Hola, soy Nerea Olabarri.',
      'Actualmente trabajo como Analista de datos en Cerámicas Ordaz.',
      'Estudié Grado en Economía en Universidad de Valdemora (2012 – 2016).',
    ]);
    const { candidate } = extractHtml(html);
    expect(candidate.education.map((e) => e.institution)).toEqual(['Universidad de Valdemora']);
    expect(candidate.experience.map((e) => [e.title, e.company])).toEqual([['Analista de datos', 'Cerámicas Ordaz']]);
  });
});

describe('personal pages laid out as cards', () => {
  it("the person's town in the hero, not an employer's town from a job card on a page whose CV heading no list knows", () => {
    const html = `<html lang="en"><body><header class="hero"><h1>Aoife Brennick</h1><p>Data Analyst</p><p>Galway</p></header>
      <ul><li><a href="mailto:aoife.brennick@example.org">aoife.brennick@example.org</a></li></ul>
      <section><p>I turn messy spreadsheets into dashboards people read.</p></section>
      <section><h2>CV</h2>
      <article><h3>Data Analyst</h3><p>Tallowmere Foods · Leeds</p><p><time datetime="2021-03">Mar 2021</time> – <time>Present</time></p><p>Built the weekly sales dashboards.</p></article>
      <article><h3>Junior Analyst</h3><p>Corrib Metrics · Leeds</p><p><time datetime="2018-09">Sep 2018</time> – <time datetime="2021-02">Feb 2021</time></p><p>Cleaned survey data.</p></article>
      </section></body></html>`;
    const { candidate } = extractHtml(html);
    expect(candidate.location).toBe('Galway');
    expect(candidate.experience.map((e) => e.company)).toEqual(['Tallowmere Foods', 'Corrib Metrics']);
  });
});

describe('a degree with its mark on a line of its own', () => {
  const page = (lang: string, heading: string, rows: string[][]) =>
    `<html lang="${lang}"><body><h1>Ilka Brandauer</h1><p>Ingenieurin</p><h2>${heading}</h2>
    ${rows.map((r) => `<div>${r.map((x) => `<div>${x}</div>`).join('')}</div>`).join('\n')}</body></html>`;

  it('school, degree, field and mark over the dates: the school is the school, the mark is no part of the header', () => {
    const html = page('de', 'Ausbildung', [
      ['Hochschule Wendorf', 'Bachelor', 'Maschinenbau', '2016'],
      ['Technische Universität Kaltenbach', 'Master', 'Maschinenbau', 'Note 1,7', 'September 2016 – Juni 2019'],
    ]);
    expect(extractHtml(html).candidate.education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Hochschule Wendorf', 'Bachelor', '2016'],
      ['Technische Universität Kaltenbach', 'Master', '2019-06'],
    ]);
  });

  it('a mark out of its scale ("Classificação final 17/20") likewise', () => {
    const html = page('pt', 'Formação', [['Universidade de Alvorada', 'Mestrado', 'Gestão', 'Classificação final 17/20', '2019']]);
    expect(extractHtml(html).candidate.education.map((e) => e.institution)).toEqual(['Universidade de Alvorada']);
  });
});

describe('a one-page résumé whose lead paragraph opens on the title', () => {
  const page = (lead: string) =>
    `<html lang="en"><body><nav><a href="#about">About</a><a href="#experience">Experience</a></nav>
    <section id="about"><h1>Tamsin <span>Quarrie</span></h1><div class="subheading">Leeds · 0113 496 0321 · <a href="mailto:tq@example.org">tq@example.org</a></div>
    <p class="lead">${lead}</p></section></body></html>`;

  it('the title and its specialties, not the sentences after them', () => {
    const html = page('Data Engineer – SQL, Rust. Dependable developer who enjoys clean code and clear processes.');
    expect(extractHtml(html).candidate.headline).toBe('Data Engineer – SQL, Rust');
  });

  it('a title with a qualifier in brackets', () => {
    const html = page('Data Engineer (internship). Results-driven professional used to international teams.');
    expect(extractHtml(html).candidate.headline).toBe('Data Engineer (internship)');
  });
});
