import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ADAPTERS, adapterFor, adapterForPage } from '../../../lib/extract/sites/index.ts';
import { savedPageUrl } from '../../../lib/extract/documents/saved-page.ts';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';
import { extractFromDocument } from '../../../lib/extract/page.ts';
import { extractHtml, fixture, untimed } from './helpers.ts';

describe.each(SITE_ADAPTERS.map((a) => [a.name, a] as const))('the %s adapter', (name, adapter) => {
  it('carries at least one saved page', () => expect(adapter.fixtures.length).toBeGreaterThan(0));

  it.each(adapter.fixtures)('matches its saved page %s', (file) => {
    const doc = parseHtmlWithLinkedom(readFileSync(fixture('sites', file), 'utf8'));
    const pageUrl = savedPageUrl(doc, 'https://invalid.example/');
    expect(adapterForPage(doc, pageUrl)?.name).toBe(name);
    const { candidate, notes } = extractFromDocument(doc, pageUrl, untimed());
    expect(notes).toEqual([]);
    expect(candidate.name.full).toBeTruthy();
    expect(candidate.headline).toBeTruthy();
    expect(candidate.location).toBeTruthy();
    expect(Object.values(candidate.sources)).toContain(`site:${name}`);
  });
});

describe('choosing an adapter', () => {
  it('goes by host and profile path', () => {
    expect(adapterFor('https://www.linkedin.com/in/jane-doe/')?.name).toBe('linkedin');
    expect(adapterFor('https://www.linkedin.com/jobs/view/123')).toBeNull();
    expect(adapterFor('https://github.com/janedoe')?.name).toBe('github');
    expect(adapterFor('https://github.com/janedoe/repo')).toBeNull();
    expect(adapterFor('https://www.malt.fr/profile/jdoe')?.name).toBe('malt');
    expect(adapterFor('https://example.org/in/jane')).toBeNull();
  });

  it('reads a profile in a layout it was never shown by its structure: the <h1>, its top card, the sections by heading', () => {
    const { candidate } = extractHtml(
      `<html lang="de"><body><main><div class="x1"><h1 class="y2">Jana Schmidt</h1>
      <div class="z3">Produktmanagerin bei Velzaro</div><span class="w4">Berlin, Deutschland</span><span>· 1.</span></div>
      <section><h2>Berufserfahrung</h2><ul>
        <li><div class="a"><span>Produktmanagerin</span></div><span>Velzaro · Vollzeit</span><span>Jan. 2021 – Heute · 3 J.</span></li>
        <li><div class="a"><span>Business Analyst</span></div><span>N26</span><span>2018 – 2020</span></li></ul></section>
      <section><h2>Ausbildung</h2><ul><li><span>Lindwerth-Universität zu Berlin</span><span>Master, BWL</span><span>2016 – 2018</span></li></ul></section>
      </main></body></html>`,
      'https://de.linkedin.com/in/jana-schmidt',
    );
    expect(candidate).toMatchObject({
      name: { full: 'Jana Schmidt' },
      headline: 'Produktmanagerin bei Velzaro',
      location: 'Berlin, Deutschland',
      experience: [
        { title: 'Produktmanagerin', company: 'Velzaro' },
        { title: 'Business Analyst', company: 'N26', start: '2018', end: '2020' },
      ],
      education: [{ institution: 'Lindwerth-Universität zu Berlin', degree: 'Master, BWL' }],
    });
    expect(candidate.sources.experience).toBe('site:linkedin');
  });

  it('reads entries set as blocks under subheadings, with labels for screen readers only (older layouts)', () => {
    const { candidate } = extractHtml(
      `<html><body><div id="top"><h1><span class="full-name">Paul Martin</span></h1>
      <div id="headline"><p class="title">Consultant SAP chez Calvexa</p></div>
      <div id="location"><dl><dt>Lieu</dt><dd><span class="locality">Nantes, Pays de la Loire, France</span></dd></dl></div></div>
      <div id="background"><div class="header"><h3>Expérience</h3></div>
        <div class="section-item"><header><h4>Consultant SAP</h4><h5><span class="visually-hidden">Nom de l'entreprise</span><a>Calvexa</a></h5></header>
          <span class="experience-date-locale"><time>juin 2012</time> – aujourd’hui (2 ans)</span><p class="description">Déploiements SAP FI.</p></div>
        <div class="section-item"><header><h4>Analyste</h4><h5><a>Sopra Steria</a></h5></header>
          <span class="experience-date-locale"><time>2009</time> – <time>2012</time></span></div></div>
      <div id="background-education"><div class="header"><h3>Formation</h3></div>
        <div class="section-item"><header><h4>Audencia</h4><h5>Master, Finance</h5></header><span><time>2007</time> – <time>2009</time></span></div></div>
      </body></html>`,
      'https://fr.linkedin.com/in/paul-martin',
    );
    expect(candidate).toMatchObject({
      name: { full: 'Paul Martin' },
      headline: 'Consultant SAP chez Calvexa',
      location: 'Nantes, Pays de la Loire, France',
      experience: [
        { title: 'Consultant SAP', company: 'Calvexa', start: '2012-06', current: true },
        { title: 'Analyste', company: 'Sopra Steria' },
      ],
      education: [{ institution: 'Audencia', degree: 'Master, Finance', start: '2007', end: '2009' }],
    });
  });

  it('reads the 2020 signed-in layout: the name in a list item, a company over its roles, type beside the company', () => {
    const { candidate } = extractHtml(
      `<html><head><title>(4) Jane Doe | LinkedIn</title></head><body><main>
      <section class="pv-top-card"><ul class="pv-top-card--list"><li class="t-24">Jane Doe</li><li><span class="dist-value">2nd</span></li></ul>
        <h2>Software Engineer at Acme</h2><ul class="pv-top-card--list-bullet"><li>Lyon, Auvergne-Rhône-Alpes, France</li>
        <li><span>500+ connections</span></li><li><a href="/in/jane-doe-4/detail/contact-info/"><span>Contact info</span></a></li></ul></section>
      <section id="experience-section"><header><h2>Experience</h2></header><ul>
        <li><section><a href="/company/1/"><div><h3><span class="visually-hidden">Company Name</span><span>Acme</span></h3>
          <h4><span class="visually-hidden">Total Duration</span><span>3 yrs 2 mos</span></h4></div></a>
          <ul><li><h3><span class="visually-hidden">Title</span><span>Software Engineer</span></h3>
            <h4><span class="visually-hidden">Dates Employed</span><span>Jan 2020 – Present</span></h4></li>
          <li><h3><span class="visually-hidden">Title</span><span>Junior Developer</span></h3>
            <h4><span class="visually-hidden">Dates Employed</span><span>Sep 2017 – Dec 2019</span></h4></li></ul></section></li>
        <li><section><div><h3>Intern</h3><p class="visually-hidden">Company Name</p><p>Globex
            <span class="separator">Internship</span></p>
          <h4><span class="visually-hidden">Dates Employed</span><span>Feb 2017 – Jul 2017</span></h4></div></section></li>
      </ul></section></main></body></html>`,
      'file:///jane.html',
    );
    expect(candidate).toMatchObject({
      name: { full: 'Jane Doe' },
      headline: 'Software Engineer at Acme',
      location: 'Lyon, Auvergne-Rhône-Alpes, France',
      experience: [
        { title: 'Software Engineer', company: 'Acme', start: '2020-01', current: true },
        { title: 'Junior Developer', company: 'Acme', end: '2019-12' },
        { title: 'Intern', company: 'Globex', start: '2017-02' },
      ],
    });
    expect(candidate.links).toEqual([{ kind: 'linkedin', url: 'https://www.linkedin.com/in/jane-doe-4' }]);
  });

  it("puts the profile as shown before the site's structured data", () => {
    const person = { '@type': 'Person', name: 'Jane Doe', jobTitle: ['Engineer'], worksFor: [{ '@type': 'Organization', name: 'Acme' }] };
    const { candidate } = extractHtml(
      `<html><head><script type="application/ld+json">${JSON.stringify(person)}</script></head>
      <body><main><h1>Jane Doe</h1><h2>Staff Engineer at Acme · Kubernetes</h2><p>Lisbon, Portugal</p></main></body></html>`,
      'https://pt.linkedin.com/in/jane-doe',
    );
    expect(candidate).toMatchObject({ headline: 'Staff Engineer at Acme · Kubernetes', location: 'Lisbon, Portugal' });
    expect(candidate.sources.headline).toBe('site:linkedin');
    expect(candidate.experience).toMatchObject([{ title: 'Engineer', company: 'Acme' }]);
  });

  it('falls back to the generic reader when the page shows no profile it can read', () => {
    const { candidate, notes } = extractHtml(
      '<html lang="en"><body><div><p>Jane Doe</p><p>Staff Engineer at Acme</p><p>Denver, CO</p></div></body></html>',
      'https://www.linkedin.com/in/jane-doe',
    );
    expect(notes).toContainEqual({ code: 'layout-not-recognised', site: 'linkedin' });
    expect(candidate.name.full).toBe('Jane Doe');
    expect(candidate.location).toBe('Denver, CO');
    expect(candidate.sources.name).toBe('heuristic');
  });

  it('tells a saved profile page by its content when its address is not known', () => {
    const page = (head: string, body = '<h1>Jane Doe</h1>') =>
      parseHtmlWithLinkedom(`<html><head>${head}</head><body>${body}</body></html>`);
    expect(adapterForPage(page('<title>(2) Jane Doe | LinkedIn</title>'), 'file:///jane.html')?.name).toBe('linkedin');
    expect(adapterForPage(page('<link rel="canonical" href="https://www.linkedin.com/in/jane-doe">'), 'file:///jane.html')?.name).toBe(
      'linkedin',
    );
    expect(adapterForPage(page('<title>Jane Doe</title>'), 'file:///jane.html')).toBeNull();
    expect(adapterForPage(page('<title>Jobs | LinkedIn</title>'), 'https://www.linkedin.com/jobs/')).toBeNull();
    expect(adapterForPage(page('<title>jdoe (Jane Doe) · GitHub</title>'), 'file:///jdoe.html')?.name).toBe('github');
    expect(adapterForPage(page('<meta property="og:site_name" content="GitHub">'), 'file:///jdoe.html')?.name).toBe('github');
  });

  it("does not take a résumé page dressed like GitHub's, nor any page with an Open Graph username, for GitHub", () => {
    const resume = parseHtmlWithLinkedom(`<html><head><title>Jane Doe</title><meta property="profile:username" content="jdoe"></head>
      <body><h1 class="vcard-names"><span class="vcard-fullname">Jane Doe</span></h1></body></html>`);
    expect(adapterForPage(resume, 'file:///jane.html')).toBeNull();
  });

  it("reads a saved GitHub profile: the organisation without its '@', the member's own links on github.com", () => {
    const { candidate } = extractHtml(
      `<html><head><title>jdoe (Jane Doe) · GitHub</title></head><body>
      <div class="h-card"><h1 class="vcard-names"><span class="p-name vcard-fullname">Jane Doe</span><span class="vcard-username">jdoe</span></h1>
      <ul class="vcard-details"><li itemprop="worksFor"><span class="p-org"><div>@acme-labs</div></span></li>
      <li itemprop="homeLocation"><span class="p-label">Lyon, France</span></li></ul></div>
      <h2>Organizations</h2><a href="/acme-labs"><img alt="@acme-labs"></a>
      <h2>Followers</h2><a href="/someone-else">someone-else</a></body></html>`,
      'file:///jdoe.html',
    );
    expect(candidate).toMatchObject({ name: { full: 'Jane Doe' }, location: 'Lyon, France', experience: [{ company: 'acme-labs' }] });
    expect(candidate.links).toEqual([{ kind: 'github', url: 'https://github.com/jdoe' }]);
  });
});
