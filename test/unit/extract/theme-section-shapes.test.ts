import { describe, expect, it } from 'vitest';
import { body, email, name, read } from './theme-page.ts';

// How resume themes and web CVs print a person's header and sections: the shapes, not any one layout.

describe('spoken languages, as themes print them', () => {
  const languages = (section: string) => read(`${name}<p>Product Designer</p><p>${email}</p>`, `${body}${section}`).languages;

  it.each([
    [
      'a dash and the fluency',
      '<h2>Languages</h2><ul><li>English — Native speaker</li><li>French — Professional working proficiency</li></ul>',
    ],
    ['a colon and the fluency', '<h2>Languages</h2><ul><li>English: Native speaker</li><li>French: Fluent</li></ul>'],
    [
      'the language and its fluency in two cells',
      '<h2>Languages</h2><table><tr><td>English</td><td>Native speaker</td></tr><tr><td>French</td><td>Fluent</td></tr></table>',
    ],
    [
      'the language over its fluency',
      '<h2>Languages</h2><div><h4>English</h4><p>Native speaker</p></div><div><h4>French</h4><p>Fluent</p></div>',
    ],
    [
      'the language and its fluency in spans',
      '<h2>Languages</h2><div><span>English</span> <span>Native speaker</span></div><div><span>French</span> <span>Fluent</span></div>',
    ],
  ])('reads languages with %s', (_, section) => {
    expect(languages(section)).toEqual(['English', 'French']);
  });
});

describe('education, as themes print it', () => {
  const schools = (section: string) =>
    read(
      `${name}<p>Product Designer</p><p>${email}</p>`,
      `<section><h2>Experience</h2><div><h3>Quillfeather Labs</h3>
      <p>Product Designer</p><p>2019 – 2023</p></div></section><section><h2>Education</h2>${section}</section>`,
    ).education;

  it('reads the degree and field on one line and the school on another', () => {
    expect(schools('<div><h3>Bachelor Computer Science</h3><p>Ashcombe University</p><p>2014 – 2018</p></div>')).toMatchObject([
      { institution: 'Ashcombe University' },
    ]);
  });

  it('reads a degree and field apart by a dash', () => {
    expect(
      schools(
        '<div><h3>Ashcombe University</h3><p>Bachelor - Computer Science</p><p>2014 – 2018</p></div><div><h3>Wexley College</h3><p>Master - Economics</p><p>2018 – 2020</p></div>',
      ),
    ).toMatchObject([{ institution: 'Ashcombe University' }, { institution: 'Wexley College' }]);
  });

  it('reads a school named after the dates of the one before, which has dates of its own first', () => {
    expect(
      schools(`<ul><li><div>2011 – 2014</div><div><h3>Ashcombe University</h3><p>Master</p><p>Economics</p></div></li>
        <li><div>Present</div><div><h3>Wexley College</h3><p>Bachelor Computer Science</p></div></li></ul>`),
    ).toMatchObject([{ institution: 'Ashcombe University' }, { institution: 'Wexley College' }]);
  });

  it('reads two undated lines each naming a school and its degree as two degrees', () => {
    expect(schools('<p>Ashcombe University — Bachelor, Computer Science</p><p>Wexley College — Master, Economics</p>')).toMatchObject([
      { institution: 'Ashcombe University' },
      { institution: 'Wexley College' },
    ]);
  });

  it('reads the dates alone under the school', () => {
    expect(
      schools(
        '<div><h3>Ashcombe University</h3><p>2014 – 2018</p><p>Bachelor, Computer Science</p></div><div><h3>Wexley College</h3><p>2018 – 2020</p><p>Master, Economics</p></div>',
      ),
    ).toMatchObject([{ institution: 'Ashcombe University' }, { institution: 'Wexley College' }]);
  });

  it('reads a school with a score line and a courses list that are not entries', () => {
    expect(
      schools(`<div><h3>Ashcombe University</h3><p>Bachelor, Computer Science</p><p>2014 – 2018</p><p>GPA: 3.8</p>
        <h4>Courses</h4><ul><li>CS101 - Algorithms</li><li>CS204 - Databases</li></ul></div>
        <div><h3>Wexley College</h3><p>Master, Economics</p><p>2018 – 2020</p><p>Score: 110/110</p></div>`),
    ).toMatchObject([{ institution: 'Ashcombe University' }, { institution: 'Wexley College' }]);
  });

  it('reads schools without dates, each over its degree', () => {
    expect(
      schools(
        '<div><h3>Ashcombe University</h3><p>Bachelor - Computer Science</p></div><div><h3>Wexley College</h3><p>Master - Economics</p></div>',
      ),
    ).toMatchObject([{ institution: 'Ashcombe University' }, { institution: 'Wexley College' }]);
  });

  it('reads the school, the degree and the dates in spans on one row', () => {
    expect(
      schools(
        '<div><span>Ashcombe University</span> <span>Bachelor in Computer Science</span> <span>2014 – 2018</span></div><div><span>Wexley College</span> <span>Master in Economics</span> <span>2018 – 2020</span></div>',
      ),
    ).toMatchObject([{ institution: 'Ashcombe University' }, { institution: 'Wexley College' }]);
  });
});

describe('spoken languages in the words of their own language', () => {
  const languages = (section: string) =>
    read(`${name}<p>Product Designer</p><p>${email}</p>`, `${body}<h2>Languages</h2>${section}`).languages;
  it.each([
    ['the fluency in brackets', '<ul><li>Français (Langue maternelle)</li><li>Anglais (Courant)</li></ul>', ['Français', 'Anglais']],
    ['the fluency after a dash', '<ul><li>Deutsch - Muttersprache</li><li>Englisch - Fließend</li></ul>', ['Deutsch', 'Englisch']],
    [
      'the fluency in a span beside',
      '<div><span>Nederlands</span><span>Moedertaal</span></div><div><span>Engels</span><span>Vloeiend</span></div>',
      ['Nederlands', 'Engels'],
    ],
    [
      'the language in bold before a colon',
      '<p><strong>Italiano</strong>: Madrelingua</p><p><strong>Inglese</strong>: Buono</p>',
      ['Italiano', 'Inglese'],
    ],
    [
      'the language over its fluency',
      '<ul><li><h4>Español</h4><span>Nativo</span></li><li><h4>Inglés</h4><span>Avanzado</span></li></ul>',
      ['Español', 'Inglés'],
    ],
    ['a description list', '<dl><dt>English</dt><dd>Native</dd><dt>German</dt><dd>Conversational</dd></dl>', ['English', 'German']],
  ])('reads %s', (_, section, want) => {
    expect(languages(section)).toEqual(want);
  });
});

describe('skills in groups', () => {
  const skills = (section: string) => read(`${name}<p>Product Designer</p><p>${email}</p>`, `${body}<h2>Skills</h2>${section}`).skills;
  it.each([
    [
      'a group name over a list',
      '<div><h4>Frontend</h4><ul><li>React</li><li>TypeScript</li></ul></div><div><h4>DevOps</h4><ul><li>Docker</li><li>Terraform</li></ul></div>',
    ],
    ['a group name before a colon', '<p><strong>Frontend:</strong> React, TypeScript</p><p><strong>DevOps:</strong> Docker, Terraform</p>'],
    [
      'a group name in a cell',
      '<table><tr><td>Frontend</td><td>React, TypeScript</td></tr><tr><td>DevOps</td><td>Docker, Terraform</td></tr></table>',
    ],
    [
      'a group with its level',
      '<div><h4>Frontend</h4><span>Advanced</span><ul><li>React</li><li>TypeScript</li></ul></div><div><h4>DevOps</h4><span>Intermediate</span><ul><li>Docker</li><li>Terraform</li></ul></div>',
    ],
    [
      'tags set close',
      '<div><h4>Frontend</h4><div><span>React</span><span>TypeScript</span></div></div><div><h4>DevOps</h4><div><span>Docker</span><span>Terraform</span></div></div>',
    ],
  ])('reads %s', (_, section) => {
    expect(skills(section)).toEqual(['React', 'TypeScript', 'Docker', 'Terraform']);
  });
});
