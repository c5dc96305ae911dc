import { describe, expect, it } from 'vitest';
import { splitCorpus, splitDevHalf } from '../../../lib/extract/node/corpus-split';

const templates = ['jr-alpha', 'jr-beta', 'jr-gamma', 'jr-delta', 'jr-epsilon', 'jr-zeta', 'jr-eta', 'jr-theta'];
const files = [
  ...templates.flatMap((t) => [`/c/docs/gen-html/${t}__p1.html`, `/c/docs/gen-pdf/${t}__p1.pdf`, `/c/docs/gen-pdf/${t}__p2.pdf`]),
  ...['a', 'b', 'c', 'd', 'e', 'f'].map((s) => `/c/docs/real-pdf/fr__${s}__cv.pdf`),
  '/c/docs/schemaorg/person.html',
];

describe('the corpus split', () => {
  it('keeps every render of a template on one side, at every level', () => {
    const halves = splitCorpus(files);
    const quarters = splitDevHalf(files);
    for (const t of templates) {
      const ofTemplate = files.filter((f) => f.includes(`/${t}__`));
      expect(new Set(ofTemplate.map((f) => halves.get(f))).size).toBe(1);
      expect(new Set(ofTemplate.map((f) => quarters.get(f))).size).toBe(1);
    }
  });

  it('deals the dev half, and only it, into two quarters that both hold templates and real sources', () => {
    const halves = splitCorpus(files);
    const quarters = splitDevHalf(files);
    const devFiles = files.filter((f) => halves.get(f) === 'dev');
    expect([...quarters.keys()].sort()).toEqual(devFiles.sort());
    for (const kind of ['gen-pdf', 'real-pdf']) {
      const seen = new Set(devFiles.filter((f) => f.includes(`/${kind}/`)).map((f) => quarters.get(f)));
      expect(seen).toEqual(new Set(['dev-a', 'dev-b']));
    }
    expect(quarters.get('/c/docs/schemaorg/person.html')).toBe('dev-a');
  });
});
