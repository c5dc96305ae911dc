import type { SiteAdapter } from './site-adapter.ts';

/**
 * LinkedIn profiles (`/in/<slug>`, the older `/pub/…`), signed in or out, from today's layout back
 * to the 2012-2020 public profiles: read by their structure (the <h1> and its top card, sections by
 * their headings). The selectors only fill in what the structure leaves out, such as the current
 * company and school a signed-out visitor sees in the top card when the sections are blurred.
 */
export const linkedin: SiteAdapter = {
  name: 'linkedin',
  hosts: /(^|\.)linkedin\.com$/,
  profilePath: /^\/(in|pub)\//,
  fixtures: ['linkedin-public-profile.html', 'linkedin-signed-in-2024.html', 'linkedin-public-2016.html'],
  recognise: [
    'link[rel="canonical"][href*="linkedin.com/in/"]',
    'meta[property="og:url"][content*="linkedin.com/in/"]',
    'meta[property="og:site_name"][content="LinkedIn"] ~ meta[property="og:type"][content="profile"]',
    '#topcard',
    '.pv-top-card',
    '.top-card-layout',
    '.profile-topcard',
  ],
  recogniseTitle: /\|\s*LinkedIn\s*$/,
  origin: 'https://www.linkedin.com',
  readsStructure: true,
  fields: {
    name: ['.top-card-layout__title', 'h1.text-heading-xlarge', '#name', '.full-name'],
    headline: ['.top-card-layout__headline', '.text-body-medium.break-words', '.headline.title', '#headline .title'],
    location: [
      '.profile-info-subheader > span:first-child',
      '.top-card__subline-item',
      '.text-body-small.inline.t-black--light',
      '.locality',
    ],
    // The member's own address, on a saved page that does not state it: their "Contact info" link.
    links: ['a[href*="/contact-info"]'],
    experience: {
      item: ['.top-card-layout [data-section="currentPositionsDetails"]', '[data-section="currentPositionsDetails"]'],
      fields: { company: ['span', 'a'] },
    },
    education: {
      item: ['.top-card-layout [data-section="educationsDetails"]', '[data-section="educationsDetails"]'],
      fields: { institution: ['span', 'a'] },
    },
  },
};
