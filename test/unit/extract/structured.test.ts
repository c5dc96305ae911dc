import { describe, expect, it } from 'vitest';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';
import { extractFromDocument } from '../../../lib/extract/page.ts';
import { extractHtml, untimed } from './helpers.ts';

const jsonLd = (data: unknown) =>
  `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;

describe('JSON-LD', () => {
  it('reads a Person inside a ProfilePage inside an @graph, in an array', () => {
    const { candidate } = extractHtml(
      jsonLd([
        {
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'WebSite', name: 'Profiles' },
            {
              '@type': 'ProfilePage',
              mainEntity: {
                '@type': 'Person',
                name: 'Ada Lovelace',
                jobTitle: 'Analyst',
                email: 'mailto:ada@example.org',
                telephone: '+44 20 7946 0000',
                address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'UK' },
                sameAs: ['https://github.com/ada', 'https://www.linkedin.com/in/ada-lovelace'],
                worksFor: { '@type': 'Organization', name: 'Analytical Engines Ltd' },
                alumniOf: { '@type': 'CollegeOrUniversity', name: 'University of London' },
                knowsLanguage: ['English', { '@type': 'Language', name: 'French' }],
              },
            },
          ],
        },
      ]),
    );
    expect(candidate).toMatchObject({
      name: { full: 'Ada Lovelace', first: 'Ada', last: 'Lovelace' },
      emails: ['ada@example.org'],
      phones: ['+442079460000'],
      headline: 'Analyst',
      location: 'London, UK',
      languages: ['English', 'French'],
      experience: [{ title: 'Analyst', company: 'Analytical Engines Ltd' }],
      education: [{ institution: 'University of London' }],
    });
    expect(candidate.links.map((l) => l.kind)).toEqual(['github', 'linkedin']);
    expect(candidate.sources).toMatchObject({ name: 'json-ld', emails: 'json-ld', headline: 'json-ld' });
  });

  it('pairs job titles with employers listed side by side, with the dates of the role', () => {
    const { candidate } = extractHtml(
      jsonLd({
        '@type': 'Person',
        name: 'Ada Lovelace',
        jobTitle: ['Analyst', 'Adviser'],
        worksFor: [
          { '@type': 'Organization', name: 'Engines Ltd', member: { '@type': 'OrganizationRole', startDate: '2019-03' } },
          { '@type': 'Organization', name: 'Royal Society' },
        ],
      }),
    );
    expect(candidate.experience).toMatchObject([
      { title: 'Analyst', company: 'Engines Ltd', start: '2019-03' },
      { title: 'Adviser', company: 'Royal Society' },
    ]);
  });

  it("takes the page's whole history over the one current job its structured data names, and keeps that job where the page disagrees", () => {
    const person = {
      '@type': 'Person',
      name: 'Jane Doe',
      jobTitle: 'Data Engineer',
      worksFor: { '@type': 'Organization', name: 'Acme Corp' },
    };
    const page = (jobs: string) =>
      `<html><head><script type="application/ld+json">${JSON.stringify(person)}</script></head><body><h1>Jane Doe</h1>
      <h2>Experience</h2>${jobs}</body></html>`;
    const history = extractHtml(
      page(`<h3>Data Engineer, Acme Corp</h3><p>2021 – Present</p><p>Built the pricing pipelines used across the company.</p>
      <h3>Analyst, Globex</h3><p>2017 – 2021</p><p>Designed the warehouse models used by the finance team.</p>`),
    ).candidate;
    expect(history.experience.map((e) => e.company)).toEqual(['Acme Corp', 'Globex']);
    expect(history.sources.experience).toBe('heuristic');
    const other = extractHtml(
      page(`<h3>Teacher, Northwind School</h3><p>2015 – 2017</p><p>Taught mathematics to three classes.</p>
      <h3>Analyst, Globex</h3><p>2017 – 2021</p><p>Designed the warehouse models used by the finance team.</p>`),
    ).candidate;
    expect(other.experience.map((e) => e.company)).toEqual(['Acme Corp']);
    expect(other.sources.experience).toBe('json-ld');
  });

  it('skips an invalid block with a note and still reads the page', () => {
    const { candidate, notes } = extractHtml(
      '<html><head><script type="application/ld+json">{"@type": "Person", name: oops</script></head>' +
        '<body><h1>Grace Hopper</h1><p>grace@example.org</p></body></html>',
    );
    expect(notes).toContainEqual({ code: 'json-ld-invalid' });
    expect(candidate.name.full).toBe('Grace Hopper');
    expect(candidate.sources.name).toBe('heuristic');
  });
});

describe('microdata and RDFa', () => {
  it('reads a microdata Person with a nested address', () => {
    const { candidate } = extractHtml(`<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Doe</span>
      <span itemprop="jobTitle">Professor</span><div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
      <span itemprop="addressLocality">Seattle</span>, <span itemprop="addressRegion">WA</span></div>
      <a href="mailto:jane-doe@xyz.edu" itemprop="email">jane-doe@xyz.edu</a></div>`);
    expect(candidate).toMatchObject({
      name: { full: 'Jane Doe' },
      headline: 'Professor',
      location: 'Seattle, WA',
      emails: ['jane-doe@xyz.edu'],
    });
    expect(candidate.sources.name).toBe('microdata');
  });

  it('keeps the Person when a property is named __proto__ or constructor', () => {
    const { candidate } = extractHtml(`<div itemscope itemtype="https://schema.org/Person"><span itemprop="__proto__">x</span>
      <span itemprop="constructor">y</span><span itemprop="name">Jane Doe</span><span itemprop="jobTitle">Chemist</span></div>`);
    expect(candidate).toMatchObject({ name: { full: 'Jane Doe' }, headline: 'Chemist' });
    expect(candidate.sources.name).toBe('microdata');
  });

  it('reads each name of a microdata Thing the person knows about: a group of tags', () => {
    const { candidate } = extractHtml(`<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Doe</span>
      <dl><div itemprop="knowsAbout" itemscope itemtype="https://schema.org/Thing"><dt itemprop="description">Workshop</dt>
      <dd itemprop="name">Lathe</dd><dd itemprop="name">Kiln</dd></div>
      <div itemprop="knowsAbout" itemscope itemtype="https://schema.org/Thing"><dd itemprop="name">Glazing</dd></div></dl></div>`);
    expect(candidate.skills).toEqual(['Lathe', 'Kiln', 'Glazing']);
  });

  // How long this takes is `npm run bench`'s to measure; copying the list at each value would take many seconds.
  it('reads a Person with 50,000 values of one property, keeping the first ones', () => {
    const knows = Array.from({ length: 50_000 }, (_, i) => `<span itemprop="knowsAbout">skill ${i}</span>`).join('');
    const doc = parseHtmlWithLinkedom(
      `<div itemscope itemtype="https://schema.org/Person"><span itemprop="name">Jane Doe</span>${knows}</div>`,
    );
    // Without the time budget, which a loaded machine would spend at a different place each run.
    const { candidate } = extractFromDocument(doc, 'https://example.org/', untimed());
    expect(candidate.skills[0]).toBe('skill 0');
    expect(candidate.skills.length).toBeLessThan(1000);
  });

  it('reads an alumniOf where the person was employed as a past job, and a school as a school', () => {
    const { candidate } = extractHtml(`<div itemscope itemtype="https://schema.org/Person"><h1 itemprop="name">Maren Solvik</h1>
      <div itemprop="alumniOf" itemscope itemtype="https://schema.org/Organization"><h4 itemprop="name">Fjordlight Robotics</h4>
      <meta itemprop="location" content="Bergen" />
      <div itemprop="employee" itemscope itemtype="https://schema.org/EmployeeRole"><h5 itemprop="roleName">Test Engineer</h5>
      <time itemprop="startDate" datetime="2018-02-01">Feb 2018</time> – <time itemprop="endDate" datetime="2022-06-01">Jun 2022</time></div></div>
      <div itemprop="alumniOf" itemscope itemtype="https://schema.org/CollegeOrUniversity"><h4 itemprop="name">Skarsvik University</h4>
      <div itemprop="employee" itemscope itemtype="https://schema.org/EmployeeRole"><span itemprop="roleName">Teaching assistant</span></div></div>
      </div>`);
    expect(candidate.experience).toMatchObject([
      { title: 'Test Engineer', company: 'Fjordlight Robotics', location: 'Bergen', start: '2018-02', end: '2022-06' },
    ]);
    expect(candidate.education).toMatchObject([{ institution: 'Skarsvik University' }]);
    expect(candidate.sources.education).toBe('microdata');
  });

  it('reads worksFor and alumniOf given as Roles, with their dates and role name', () => {
    const { candidate } = extractHtml(
      jsonLd({
        '@type': 'Person',
        name: 'Maren Solvik',
        worksFor: {
          '@type': 'EmployeeRole',
          roleName: 'Lead Tester',
          startDate: '2022-07',
          worksFor: { '@type': 'Organization', name: 'Fjordlight Robotics' },
        },
        alumniOf: {
          '@type': 'OrganizationRole',
          startDate: '2012',
          endDate: '2016',
          alumniOf: { '@type': 'CollegeOrUniversity', name: 'Skarsvik University' },
        },
      }),
    );
    expect(candidate.experience).toMatchObject([{ title: 'Lead Tester', company: 'Fjordlight Robotics', start: '2022-07' }]);
    expect(candidate.education).toEqual([{ institution: 'Skarsvik University', degree: null, field: null, start: '2012', end: '2016' }]);
  });

  it('reads an RDFa Lite Person', () => {
    const { candidate } = extractHtml(
      `<div vocab="https://schema.org/" typeof="Person"><span property="name">Jane Doe</span>
      <span property="telephone">(425) 123-4567</span></div>`,
      'https://example.org/',
      { locale: 'en-US' },
    );
    expect(candidate.name.full).toBe('Jane Doe');
    expect(candidate.phones).toEqual(['+14251234567']);
    expect(candidate.sources.name).toBe('rdfa');
  });
});

describe('microformats', () => {
  it('reads an h-resume with its contact card, experience, education and skills', () => {
    const { candidate } = extractHtml(`<div class="h-resume"><p class="p-name">Tobias Harlow-Penn</p>
      <div class="p-contact h-card"><p class="p-job-title">Director</p><a class="u-email" href="mailto:tobias@example.org">mail</a></div>
      <div class="p-experience h-event h-card"><p class="p-job-title">Director</p><a class="p-org" href="https://lattice.example.org">Open Lattice Foundation</a>
      <time class="dt-start" datetime="2009-01-18">2009</time></div>
      <div class="p-education h-event h-card"><span class="p-name">St Aldwyn's College, Oxford</span></div>
      <span class="p-skill">advocacy</span><span class="p-skill">leadership</span></div>`);
    expect(candidate).toMatchObject({
      name: { full: 'Tobias Harlow-Penn' },
      headline: 'Director',
      emails: ['tobias@example.org'],
      skills: ['advocacy', 'leadership'],
      experience: [{ title: 'Director', company: 'Open Lattice Foundation', start: '2009-01', current: true }],
      education: [{ institution: "St Aldwyn's College, Oxford" }],
    });
    expect(candidate.sources.name).toBe('h-resume');
  });

  it('reads old-style hCard classes', () => {
    const { candidate } = extractHtml(`<div class="vcard"><span class="fn">John Doe</span><span class="title">Designer</span>
      <span class="adr"><span class="locality">Brighton</span></span></div>`);
    expect(candidate).toMatchObject({ name: { full: 'John Doe' }, headline: 'Designer', location: 'Brighton' });
    expect(candidate.sources.name).toBe('h-card');
  });

  it('reads rel="me" links as the person\'s own profiles', () => {
    const { candidate } = extractHtml(
      '<p><a rel="me" href="https://github.com/janedoe">code</a> <a href="https://github.com/other/repo">a repo</a></p>',
    );
    expect(candidate.links).toEqual([{ kind: 'github', url: 'https://github.com/janedoe' }]);
    expect(candidate.sources.links).toBe('rel-me');
  });
});
