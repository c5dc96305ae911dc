import { describe, expect, it } from 'vitest';
import { extractHtml } from './helpers.ts';
import { body, email, name, read } from './theme-page.ts';

// How resume themes and web CVs print a person's header and sections: the shapes, not any one layout.

describe('the place, as themes print it', () => {
  it.each([
    ['city, region and country code', '<p>Lyon, Auvergne-Rhône-Alpes, FR</p>', 'Lyon'],
    ['city and country code', '<p>Berlin, DE</p>', 'Berlin'],
    ['postcode and city', '<p>10115 Berlin</p>', 'Berlin'],
    ['city and country code in spans', '<p><span class="city">Lisbon</span><span class="countryCode">PT</span></p>', 'Lisbon'],
    ['city and country code in spans with a comma', '<p><span>Lisbon</span>, <span>PT</span></p>', 'Lisbon'],
    ['a label', '<p>Location: Utrecht</p>', 'Utrecht'],
    ['an address line with a postcode', '<p>Kastanienallee 12, 10435 Berlin</p>', 'Berlin'],
    ['an address over its postcode and city', '<p>12 Harbour Road</p><p>BS1 4AB Bristol</p>', 'Bristol'],
    ['the region after the city', '<p>Austin, Texas</p>', 'Austin'],
    ['the region after the city in spans', '<p><span>Leeds</span>, <span>England</span></p>', 'Leeds'],
    ['a map-pin icon before it', '<p><i class="fa fa-map-marker"></i> Porto, Portugal</p>', 'Porto'],
    ['a map-pin ligature before it', '<p><span class="material-icons">place</span> Porto</p>', 'Porto'],
    ['the city in brackets with its country', '<p>Nantes (France)</p>', 'Nantes'],
  ])('reads %s', (_, shape, city) => {
    const place = read(`${name}<p>Product Designer</p>${shape}<p>${email}</p>`).location;
    expect(place).toContain(city);
  });

  it('reads the city in a contact list beside the e-mail and phone', () => {
    const place = read(`${name}<p>Product Designer</p><ul><li>${email}</li><li>+44 117 496 0123</li><li>Bristol</li></ul>`).location;
    expect(place).toContain('Bristol');
  });

  it('reads the place in a contact list of icons and labels', () => {
    const place = read(
      `${name}<p>Product Designer</p><ul><li><i class="fa fa-envelope"></i> ${email}</li>
        <li><i class="fa fa-map-marker"></i> <span>Ghent</span>, <span>BE</span></li></ul>`,
    ).location;
    expect(place).toContain('Ghent');
  });
});

describe('the phone, as themes print it', () => {
  it.each([
    ['a North American number', '<p>(555) 123-4567</p>', '5551234567'],
    ['an international number', '<p>+44 20 7946 0958</p>', '442079460958'],
    ['a tel: link', '<p><a href="tel:+442079460958">020 7946 0958</a></p>', '442079460958'],
    ['a number split by spans', '<p><span>+44</span> <span>20 7946</span> <span>0958</span></p>', '442079460958'],
    ['a labelled number', '<p>Phone: +44 20 7946 0958</p>', '442079460958'],
    ['a number after an icon', '<p><i class="fa fa-phone"></i> +44 20 7946 0958</p>', '442079460958'],
  ])('reads %s', (_, shape, digits) => {
    const phones = read(`${name}<p>Product Designer</p>${shape}<p>${email}</p>`).phones;
    expect(phones.map((p) => p.replace(/\D/g, ''))).toEqual([expect.stringMatching(new RegExp(`${digits.slice(-9)}$`))]);
  });

  it('reads the contact details a CV prints in its footer', () => {
    const candidate = extractHtml(
      `<html lang="en"><body><header>${name}<p>Product Designer</p></header>${body}
        <footer><p>${email} · +44 20 7946 0958 · Bristol, UK</p>
        <p><a href="https://github.com/marenh">github.com/marenh</a></p></footer></body></html>`,
    ).candidate;
    expect(candidate.phones).toEqual(['+442079460958']);
    expect(candidate.location).toContain('Bristol');
    expect(candidate.links.map((l) => l.url)).toEqual(['https://github.com/marenh']);
  });
});

describe('contact details a CV prints in its footer, its e-mail in the header', () => {
  it('reads the place and the phone of the footer', () => {
    const candidate = extractHtml(
      `<html lang="en"><body><header>${name}<p>Product Designer</p><p>${email}</p></header>${body}
        <footer><p>Bristol, UK · +44 20 7946 0958</p></footer></body></html>`,
    ).candidate;
    expect(candidate.phones).toEqual(['+442079460958']);
    expect(candidate.location).toContain('Bristol');
  });
});

describe('the links, as themes print them', () => {
  const urls = (header: string) => read(`${name}<p>Product Designer</p>${header}<p>${email}</p>`).links.map((l) => l.url);

  it('reads profile icons with only an href and an aria-label or a title', () => {
    expect(
      urls(`<p><a href="https://github.com/marenh" aria-label="GitHub"><svg></svg></a>
        <a href="https://www.linkedin.com/in/maren-holloway" title="LinkedIn"><i class="fa fa-linkedin"></i></a></p>`),
    ).toEqual(expect.arrayContaining(['https://github.com/marenh', 'https://www.linkedin.com/in/maren-holloway']));
  });

  it('reads a profile written as text without its scheme', () => {
    expect(urls('<p>github.com/marenh</p>')).toEqual([expect.stringMatching(/github\.com\/marenh$/)]);
  });

  it('reads a username beside its network name', () => {
    expect(urls('<ul><li><span>GitHub</span>: <a href="https://github.com/marenh">marenh</a></li></ul>')).toEqual([
      'https://github.com/marenh',
    ]);
  });

  it('reads a website shown as its bare domain', () => {
    expect(urls('<p><a href="https://marenholloway.example.net/">marenholloway.example.net</a></p>')).toEqual([
      expect.stringMatching(/^https?:\/\/marenholloway\.example\.net\/?$/),
    ]);
    expect(urls('<p>marenholloway.example.net</p>')).toEqual([expect.stringMatching(/marenholloway\.example\.net\/?$/)]);
  });

  it('keeps a profile linked twice once', () => {
    expect(
      urls(`<p><a href="https://github.com/marenh"><i class="fa fa-github"></i></a></p>
        <ul><li>GitHub: <a href="https://github.com/marenh/">github.com/marenh</a></li></ul>`),
    ).toHaveLength(1);
  });
});

describe('the headline, as themes print it', () => {
  it.each([
    ['under the name in a smaller element', `${name}<h2>Product Designer</h2><p>${email}</p>`],
    ['in a header beside the name', `<div><h1>Maren Holloway</h1><span class="label">Product Designer</span></div><p>${email}</p>`],
    ['in capitals', `${name}<p>PRODUCT DESIGNER</p><p>${email}</p>`],
    ['in a small element after the contact line', `${name}<p>${email}</p><h3>Product Designer</h3>`],
  ])('reads the headline %s', (_, header) => {
    expect(read(header).headline?.toLowerCase()).toBe('product designer');
  });
});

describe('the title and the place on one line', () => {
  it.each([
    ['after a comma', '<p>Product Designer, Groningen</p>'],
    ['in an element of its own after the title', '<p>Product Designer <span class="location">Groningen, NL</span></p>'],
    ['in elements side by side', '<div><span>Product Designer</span><span>Groningen, NL</span></div>'],
    ['in a heading with the place floated beside it', '<h2>Product Designer<span class="location">Groningen, NL</span></h2>'],
  ])('reads the title as the headline and the place as the location, the place %s', (_, row) => {
    const candidate = read(`${name}${row}<p>${email}</p>`);
    expect(candidate.headline).toBe('Product Designer');
    expect(candidate.location).toContain('Groningen');
  });

  it('keeps a line that names no job whole, and a place alone no headline', () => {
    expect(read(`${name}<p>Groningen, NL</p><p>${email}</p>`).headline).toBeNull();
  });
});

describe('a title in small print inside the heading of the name', () => {
  it('reads the name and the headline apart', () => {
    const candidate = read(`<h1>Maren Holloway <small>Product Designer</small></h1><p>${email}</p>`);
    expect(candidate.name.full).toBe('Maren Holloway');
    expect(candidate.headline).toBe('Product Designer');
  });
});

describe('the name and the title each in an element of its own inside one heading', () => {
  it.each([
    ['spans', '<h1><span>Maren Holloway</span><span>Product Designer</span></h1>'],
    ['a span and an em', '<h1><span>Ilse van Dijk</span> <em>Productontwerper</em></h1>'],
    ['a strong and a span', '<h1><strong>Jérôme Castagnet</strong><span>Concepteur produit</span></h1>'],
  ])('reads them apart in %s', (_, heading) => {
    const candidate = read(`${heading}<p>${email}</p>`);
    const [full, headline] = [...heading.matchAll(/>([^<>]+)</g)].map((m) => m[1]!.trim()).filter(Boolean);
    expect(candidate.name.full).toBe(full);
    expect(candidate.headline).toBe(headline);
  });

  it('keeps a given name and a surname in spans of their own as one name', () => {
    const candidate = read(`<h1><span>Maren</span> <span>Holloway</span></h1><p>Product Designer</p><p>${email}</p>`);
    expect(candidate.name.full).toBe('Maren Holloway');
    expect(candidate.headline).toBe('Product Designer');
  });
});

describe('the place, as themes fill it from the fields a person gave', () => {
  it.each([
    ['the fields left empty still set apart by commas', '<p>Utrecht, , NL</p>', 'Utrecht'],
    ['a postcode with letters', '<p>3511 AB Utrecht</p>', 'Utrecht'],
    ['street, postcode and city, country code', '<p>12 Lindenlaan, 3511 AB Utrecht, NL</p>', 'Utrecht'],
    ['each field on a line of its own', '<div><div>12 Lindenlaan</div><div>3511 AB</div><div>Utrecht</div><div>NL</div></div>', 'Utrecht'],
    ['the city and its country apart by a dash', '<p>Namur – Belgique</p>', 'Namur'],
    ['a label over the place', '<div><strong>Location</strong></div><div>Namur, BE</div>', 'Namur'],
    ['a label beside the address in a table', '<table><tr><td>Address</td><td>Rue Haute 4, 5000 Namur</td></tr></table>', 'Namur'],
    ['a row with the e-mail and the phone', `<p>${email} | +44 117 496 0123 | Freiburg, DE</p>`, 'Freiburg'],
  ])('reads %s', (_, shape, city) => {
    expect(read(`${name}<p>Product Designer</p>${shape}<p>${email}</p>`).location).toContain(city);
  });
});

describe('the phone, written as at home on a page in English', () => {
  it.each([
    ['the trunk in brackets', '<p>+33 (0)2 40 55 01 23</p>', '+33240550123'],
    ['a tel: link with the trunk in brackets', '<p><a href="tel:+33 (0)2 40 55 01 23">+33 (0)2 40 55 01 23</a></p>', '+33240550123'],
    ['a French number in pairs, the country named', '<p>02 40 55 01 23</p><p>Nantes, France</p>', '+33240550123'],
    ['a number with dots, the country code given', '<p>02.40.55.01.23</p><p>Nantes, FR</p>', '+33240550123'],
    ['a Dutch number, the country code given', '<p>030 555 0123</p><p>Utrecht, NL</p>', '+31305550123'],
  ])('reads %s', (_, shape, phone) => {
    expect(read(`${name}<p>Product Designer</p>${shape}<p>${email}</p>`).phones).toEqual([phone]);
  });
});

describe('profiles beside LinkedIn and a site', () => {
  it.each([
    'https://medium.com/@maren-holloway',
    'https://www.behance.net/marenholloway',
    'https://dribbble.com/marenholloway',
    'https://mastodon.social/@maren-holloway',
    'https://stackoverflow.com/users/4412345/maren-holloway',
    'https://x.com/maren_holloway',
    'https://gitlab.com/maren-holloway',
  ])('reads %s', (url) => {
    const links = read(`${name}<p>Product Designer</p><ul><li><a href="https://marenholloway.example.net">marenholloway.example.net</a></li>
      <li><a href="https://linkedin.com/in/maren-holloway/">LinkedIn</a></li><li><a href="${url}">${url.split('/').pop()}</a></li></ul>
      <p>${email}</p>`).links.map((l) => l.url.replace(/\/$/, ''));
    expect(links).toHaveLength(3);
    expect(links).toEqual(expect.arrayContaining([url, 'https://linkedin.com/in/maren-holloway', 'https://marenholloway.example.net']));
  });
});

describe('a headline with specialties after the title', () => {
  it.each(['Data Analyst | SQL · Python', 'Data Analyst – SQL, Python'])('reads %s', (headline) => {
    expect(read(`${name}<h2>${headline}</h2><p>${email}</p>`).headline).toBe(headline);
  });
});
