import { describe, expect, it } from 'vitest';
import { extractFixturePage, extractHtml } from './helpers.ts';

describe('the generic reader on web pages', () => {
  it('reads a French HTML CV: French headings, a French phone from lang="fr", an obfuscated address', () => {
    const { candidate } = extractFixturePage('pages/cv-francais.html', 'https://camille-lefevre.dev/cv');
    expect(candidate.name).toEqual({ full: 'Camille Lefèvre', first: 'Camille', last: 'Lefèvre' });
    expect(candidate.emails).toEqual(['camille.lefevre@exemple.fr']);
    expect(candidate.phones).toEqual(['+33612345678']);
    expect(candidate.location).toBe('Lyon, France');
    expect(candidate.skills).toContain('Kubernetes');
    expect(candidate.languages).toEqual(['Français', 'Anglais', 'Espagnol']);
    expect(candidate.experience.map((e) => e.company)).toEqual(['Doctolib', 'Agence Pixel Lumière', 'Crédit Mutuel Arkéa']);
    expect(candidate.education.map((e) => e.institution)).toEqual([
      'Université Claude Bernard Lyon 1',
      'Université de Bretagne Occidentale',
    ]);
    expect(candidate.sources).toMatchObject({ name: 'heuristic', experience: 'heuristic' });
  });

  it('reads schools as education where the page draws no Education heading, and leaves jobs at a university as jobs', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Research Engineer</p>
      <h2>Experience</h2><h3>Research Assistant</h3><p>University of Lyon</p><p>2019 – 2021</p>
      <h3>Data Engineer</h3><p>Acme Corp</p><p>2021 – 2023</p>
      <section class="education"><h3>Wrenmoor University</h3><p>BSc Physics</p><p>2015 – 2019</p></section></body></html>`);
    expect(candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Research Assistant', 'University of Lyon'],
      ['Data Engineer', 'Acme Corp'],
    ]);
    expect(candidate.education.map((e) => [e.institution, e.degree, e.start])).toEqual([['Wrenmoor University', 'BSc Physics', '2015']]);
  });

  it('reads title, employer and place set in spans side by side with only spaces between them', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Accountant</p><h2>Work Experience</h2>
      <div class="item"><div><span class="position">Senior Associate</span> <span class="name">Marvaud</span>
        <span class="location">Edinburgh</span></div><div class="date">NOV 2023 – NOW</div><p>Advised clients on mergers.</p></div>
      <div class="item"><div><span class="position">Legal Intern</span> <span class="name">Aquenor</span>
        <span class="location">Cardiff</span></div><div class="date">DEC 2010 – SEP 2015</div><p>Drafted contracts for the team.</p></div>
      <h3>Junior Accountant</h3><p><span>Huesca</span><span>Glasgow</span><span>Aug 2014 – Nov 2018</span></p></body></html>`);
    expect(candidate.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Senior Associate', 'Marvaud', 'Edinburgh'],
      ['Legal Intern', 'Aquenor', 'Cardiff'],
      ['Junior Accountant', 'Huesca', 'Glasgow'],
    ]);
  });

  it('lists skills shown as chips apart, though the page text runs them on, and leaves a row of phrases as it stands', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Data Engineer</p><h2>Skills</h2>
      <div class="chips"><span>Airflow</span> <span>BigQuery</span> <span>Apache Spark</span> <span>dbt</span></div>
      <p><span>Led the move to</span> <span>a lakehouse</span> <span>in two quarters, with three people and no outage</span></p></body></html>`);
    expect(candidate.skills.slice(0, 4)).toEqual(['Airflow', 'BigQuery', 'Apache Spark', 'dbt']);
    expect(candidate.skills).not.toContain('a lakehouse');
  });

  it('reads the jobs of a page that gives them no Experience heading, set right under the name', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1>
      <h3>Senior Data Engineer, Acme Corp</h3><p>2021 – Present</p><p>Built the pricing pipelines used across the company.</p>
      <h3>Data Engineer, Globex</h3><p>2017 – 2021</p><p>Designed the warehouse models used by the finance team.</p>
      <h2>Education</h2><p>Wrenmoor University</p><p>BSc Physics</p><p>2013 – 2017</p></body></html>`);
    expect(candidate.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Senior Data Engineer', 'Acme Corp', '2021'],
      ['Data Engineer', 'Globex', '2017'],
    ]);
    expect(candidate.education.map((e) => e.institution)).toEqual(['Wrenmoor University']);
  });

  it('reads a personal site: obfuscated addresses, rel="me" profiles, no share buttons', () => {
    const { candidate } = extractFixturePage('pages/personal-site-obfuscated.html', 'https://priyaraman.dev/');
    expect(candidate.emails).toEqual(['priya@raman-data.co.uk', 'p.raman@northwind-analytics.com']);
    expect(candidate.phones).toEqual(['+447700900123']);
    expect(candidate.location).toBe('Manchester, United Kingdom');
    expect(candidate.links).toEqual([
      { kind: 'github', url: 'https://github.com/priyaraman' },
      { kind: 'mastodon', url: 'https://fosstodon.org/@priya' },
    ]);
  });

  it('reads entries written as list items', () => {
    const { candidate } = extractHtml(`<html lang="en"><body><h1>Sam Carter</h1><p>Frontend developer</p><h2>Experience</h2><ul>
      <li><strong>Senior Frontend Developer</strong>, Initech — Jan 2020 – Present</li>
      <li><strong>Frontend Developer</strong>, Hooli — 2016 – 2019</li></ul>
      <h2>Education</h2><ul><li>BSc Computer Science, University of Lindmoor, 2012 – 2015</li></ul></body></html>`);
    expect(candidate.experience).toEqual([
      { title: 'Senior Frontend Developer', company: 'Initech', location: null, start: '2020-01', end: null, current: true },
      { title: 'Frontend Developer', company: 'Hooli', location: null, start: '2016', end: '2019', current: false },
    ]);
    expect(candidate.education).toEqual([
      { institution: 'University of Lindmoor', degree: 'BSc Computer Science', field: null, start: '2012', end: '2015' },
    ]);
  });

  it('takes the name the page title confirms over other name-like lines', () => {
    const { candidate } = extractHtml(`<html><head><title>Résumé - Kenji Watanabe</title></head><body>
      <p>Open To Work</p><h1>Kenji Watanabe</h1><p>Site Reliability Engineer</p></body></html>`);
    expect(candidate.name.full).toBe('Kenji Watanabe');
    expect(candidate.headline).toBe('Site Reliability Engineer');
  });
});
