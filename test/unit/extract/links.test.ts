import { describe, expect, it } from 'vitest';
import { findUrlsInText, profileLinks, wrappedUrls } from '../../../lib/extract/heuristics/links.ts';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';
import { extractFromDocument } from '../../../lib/extract/page.ts';
import { extractHtml, untimed } from './helpers.ts';

const urls = (html: string, pageUrl?: string) => extractHtml(html, pageUrl).candidate.links.map((l) => l.url);

describe('links', () => {
  it('unwraps redirects to the link they lead to', () => {
    expect(
      profileLinks([
        'https://www.google.com/url?q=https%3A%2F%2Fgithub.com%2Fjdoe&sa=D',
        'https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fjanedoe.dev&urlhash=abc',
        'https://l.facebook.com/l.php?u=https%3A%2F%2Ftwitter.com%2Fjdoe&h=x',
      ]),
    ).toEqual([
      { kind: 'github', url: 'https://github.com/jdoe' },
      { kind: 'website', url: 'https://janedoe.dev' },
      { kind: 'twitter', url: 'https://twitter.com/jdoe' },
    ]);
  });

  it("keeps a network's own pages and the views of a profile apart from the profile", () => {
    expect(
      profileLinks([
        'https://github.com/login?return_to=%2Fjdoe',
        'https://github.com/join?source=header',
        'https://github.com/about',
        'https://github.com/jdoe?tab=repositories',
        'https://github.com/jdoe',
        'https://avatars.githubusercontent.com/u/1?v=4',
      ]),
    ).toEqual([{ kind: 'github', url: 'https://github.com/jdoe' }]);
  });

  it('tells the networks where CVs link a profile apart from the personal site', () => {
    expect(
      profileLinks(['https://jane.substack.com/', 'https://about.me/jane', 'https://www.kaggle.com/jane', 'https://janedoe.dev']).map(
        (l) => l.kind,
      ),
    ).toEqual(['substack', 'aboutme', 'kaggle', 'website']);
  });

  it('joins a profile address a narrow column wrapped over two lines', () => {
    const html = `<html><body><h1>Jane Doe</h1><p>jane@example.org</p><p>https://www.linkedin.com</p><p>/in/jane-doe-42/</p>
      <p>github.com/</p><p>janedoe</p></body></html>`;
    expect(urls(html)).toEqual(['https://www.linkedin.com/in/jane-doe-42', 'https://github.com/janedoe']);
  });

  it('joins a personal site whose host a narrow column wrapped at its hyphen', () => {
    const html = `<html><body><h1>Ada Quillfeather</h1><p>ada@example.org</p><p>I build calm tools. ada-</p>
      <p>quillfeather.example.net</p></body></html>`;
    expect(urls(html)).toEqual(['https://ada-quillfeather.example.net']);
  });

  it('joins a site wrapped within the second of two columns a tab sets apart', () => {
    expect(
      wrappedUrls([{ text: 'ada@example.org\tI build calm tools. ada-' }, { text: '+44 20 7946 0018\tquillfeather.example.net' }]),
    ).toEqual(['https://ada-quillfeather.example.net']);
  });

  it('cuts the next word off a host a PDF glued to it, not a real top-level domain', () => {
    expect(findUrlsInText('www.janedoe.example.comEmail jane@example.com')).toEqual(['https://www.janedoe.example.com']);
    expect(findUrlsInText('https://jane.network/talks')).toEqual(['https://jane.network/talks']);
  });

  it('drops the end of a host cut where a PDF broke the word, when the whole link is there', () => {
    expect(profileLinks(['https://example.com/~jane', 'https://mple.com/~jane']).map((l) => l.url)).toEqual(['https://example.com/~jane']);
  });

  it("on a profile page, keeps the page's own profile and not other members' in a sidebar", () => {
    const html = `<html><body><main><h1>Jane Doe</h1><p>Engineer at Acme</p></main>
      <aside><h2>People also viewed</h2><ul>
      <li><a href="https://www.linkedin.com/in/john-smith">John Smith</a></li>
      <li><a href="https://www.linkedin.com/in/ann-lee">Ann Lee</a></li></ul></aside></body></html>`;
    expect(urls(html, 'https://www.linkedin.com/in/jane-doe')).toEqual(['https://www.linkedin.com/in/jane-doe']);
  });

  it('keeps one profile per network and, of the websites, the one named after the person', () => {
    const html = `<html><body><h1>Jane Doe</h1><p><a href="https://acme.example.com">Acme</a>
      <a href="https://janedoe.example.org">My site</a> <a href="https://github.com/jdoe">GitHub</a></p>
      <h2>Friends</h2><p><a href="https://github.com/someone-else">a friend</a></p></body></html>`;
    expect(urls(html)).toEqual(['https://janedoe.example.org', 'https://github.com/jdoe']);
  });

  it("keeps an icon-only profile link, and not an employer's site or a template credit", () => {
    const html = `<html><body><h1>Jane Doe</h1><p>jane@example.org</p>
      <p><a href="https://www.linkedin.com/in/jane-doe"><i class="icon-linkedin"></i></a></p>
      <h2>Experience</h2><p>Engineer, <a href="https://www.acme.example.com">Acme</a></p><p>2019 - 2021</p>
      <p>Made with JSON Resume, theme by <a href="https://github.com/theme-author">theme-author</a></p></body></html>`;
    expect(urls(html)).toEqual(['https://www.linkedin.com/in/jane-doe']);
  });

  it("reads the profiles a personal site sets in its footer: a researcher's identifiers and those named after the person", () => {
    const html = `<html lang="en"><body><h1>Morgan Hale</h1><p>Associate Professor</p><p>mhale@brackwater.example.edu</p>
      <h2>Research</h2><p>Graph algorithms.</p>
      <footer><a href="https://scholar.google.com/citations?user=AbCdEfGh">Google Scholar</a> <a href="https://orcid.org/0000-0002-1825-0097">ORCID</a>
      <a href="https://github.com/mhale"><i class="fa fa-github"></i></a> <a href="https://twitter.com/BrackwaterUni">Follow the university</a>
      <p>© 2025 Brackwater University. Theme by <a href="https://github.com/themewright">T. Wright</a></p></footer></body></html>`;
    expect(urls(html, 'https://people.brackwater.example.edu/mhale/')).toEqual([
      'https://scholar.google.com/citations?user=AbCdEfGh',
      'https://orcid.org/0000-0002-1825-0097',
      'https://github.com/mhale',
    ]);
  });

  it("takes no co-author's or project's site from a list of publications or projects as the person's own", () => {
    const html = `<html lang="en"><body><h1>Morgan Hale</h1><p>Associate Professor</p><p>mhale@brackwater.example.edu</p>
      <p><a href="https://github.com/mhale"><i class="fa fa-github"></i></a></p>
      <h2>Publications</h2><ul><li>M. Hale and <a href="https://rkoenig.example.org">R. Koenig</a>. Graph things. 2021.</li></ul>
      <h2>Projects</h2><ul><li><a href="https://graphkit.example.io">GraphKit</a>: a library for graphs.</li></ul></body></html>`;
    expect(urls(html)).toEqual(['https://github.com/mhale']);
  });

  // How long this takes is `npm run bench`'s to measure (the hostile set); quadratic work would take minutes here.
  it('reads a page of 5,000 links and a Person with 25,000 sameAs, keeping one profile per network', () => {
    const anchors = Array.from({ length: 5000 }, (_, i) => `<a href="https://site${i}.example.com/p/${i}">link ${i}</a>`).join(' ');
    const sameAs = Array.from({ length: 25_000 }, (_, i) => `https://github.com/user${i}`);
    const person = JSON.stringify({ '@type': 'Person', name: 'Jane Doe', sameAs });
    const doc = parseHtmlWithLinkedom(
      `<html><head><script type="application/ld+json">${person}</script></head><body><p>${anchors}</p></body></html>`,
    );
    const { candidate } = extractFromDocument(doc, 'https://example.org/', untimed());
    expect(candidate.links.filter((l) => l.kind === 'github')).toHaveLength(1);
  });

  it('leaves out a link to a map of the address', () => {
    const html = `<html lang="de"><body><h1>Jonas Wendelin</h1><h2>Kontakt</h2>
      <a href="https://www.google.de/maps/place/Hauptstra%C3%9Fe+4,+79098+Freiburg"><p>Hauptstraße 4, 79098 Freiburg</p></a>
      <a href="https://maps.app.goo.gl/AbCdEf123"><p>Büro: Lindenweg 2</p></a>
      <a href="https://www.openstreetmap.org/#map=18/47.99/7.85"><p>Karte</p></a>
      <a href="https://github.com/jwendelin"><p>github.com/jwendelin</p></a></body></html>`;
    expect(urls(html)).toEqual(['https://github.com/jwendelin']);
  });
});

describe('links whose scheme was written twice', () => {
  it('drops a link target naming no site of its own, and keeps the site its text names', () => {
    expect(profileLinks(['https://http//github.com/jdoe-dev', 'https://https//doe.example.io/'])).toEqual([]);
    expect(profileLinks(['https://github.com/jdoe-dev']).map((link) => link.url)).toEqual(['https://github.com/jdoe-dev']);
  });
});
