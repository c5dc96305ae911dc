// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from '../../../lib/ui/safe-url';
import { sanitizeHtml } from '../../../lib/ui/sanitize';

const REMOTE = 'https://tracker.example.net/pixel';

/** Every URL-bearing attribute left in sanitised HTML, other than a link's href. */
function loadingUrls(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter((a) => !(element.tagName === 'A' && a.name === 'href') && /[a-z]+:|\/\//i.test(a.value))
      .map((a) => `${element.tagName.toLowerCase()}[${a.name}]`),
  );
}

describe('service HTML shown in the popup loads nothing from elsewhere', () => {
  const vectors: Record<string, string> = {
    'an image': `<p>Hi<img src="${REMOTE}"></p>`,
    'a responsive image': `<picture><source srcset="${REMOTE}"><img srcset="${REMOTE} 1x"></picture>`,
    'a video poster and source': `<video poster="${REMOTE}" src="${REMOTE}"><source src="${REMOTE}"><track src="${REMOTE}"></video>`,
    'an audio source': `<audio src="${REMOTE}"><source src="${REMOTE}" type="audio/mpeg"></audio>`,
    'a table background': `<table background="${REMOTE}"><tr><td background="${REMOTE}">cell</td></tr></table>`,
    'a body background': `<body background="${REMOTE}"><p>text</p></body>`,
    'an inline style': `<p style="background:url(${REMOTE})">text</p>`,
    'a style sheet': `<style>@import url(${REMOTE});</style><link rel="stylesheet" href="${REMOTE}"><p>text</p>`,
    'an SVG image': `<svg><image href="${REMOTE}"/></svg>`,
    'a frame, object and embed': `<iframe src="${REMOTE}"></iframe><object data="${REMOTE}"></object><embed src="${REMOTE}">`,
    'a form image input': `<form action="${REMOTE}"><input type="image" src="${REMOTE}"></form>`,
    'a meta refresh and base': `<meta http-equiv="refresh" content="0;url=${REMOTE}"><base href="${REMOTE}/">`,
  };
  for (const [kind, html] of Object.entries(vectors)) {
    it(`drops ${kind}`, () => {
      const clean = sanitizeHtml(html);
      expect(clean).not.toContain('tracker.example.net');
      expect(loadingUrls(clean)).toEqual([]);
    });
  }

  it('keeps the text, its structure and its links, which open in a new tab', () => {
    const clean = sanitizeHtml(
      '<h3>Mission</h3><ul><li><strong>Build</strong> the <a href="https://example.com/job">platform</a></li></ul><table><tr><td colspan="2">Paris</td></tr></table>',
    );
    const root = document.createElement('div');
    root.innerHTML = clean;
    expect(root.textContent).toBe('MissionBuild the platformParis');
    expect(root.querySelector('li strong')?.textContent).toBe('Build');
    expect(root.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const link = root.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://example.com/job',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('runs no script and keeps no event handler or script link', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><a href="javascript:alert(3)">b</a><a href="data:text/html,x">c</a>',
    );
    expect(clean).not.toMatch(/onclick|<script|javascript:|data:/i);
    expect(clean).toContain('a</p>');
  });
});

describe('a vacancy address the recruiter may click', () => {
  it('is kept for http and https', () => {
    expect(safeLinkUrl('https://careers.example.com/jobs/42')).toBe('https://careers.example.com/jobs/42');
    expect(safeLinkUrl(' http://example.com/apply ')).toBe('http://example.com/apply');
  });

  it('is dropped for any other scheme or for text that is no address', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>x</script>',
      'file:///etc/passwd',
      'not a url',
      '',
      null,
    ]) {
      expect(safeLinkUrl(url)).toBeNull();
    }
  });
});
