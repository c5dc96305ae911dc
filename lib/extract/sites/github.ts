import type { SiteAdapter } from './site-adapter.ts';

/** GitHub user profiles (`github.com/<login>`). */
export const github: SiteAdapter = {
  name: 'github',
  hosts: /^(www\.)?github\.com$/,
  profilePath: /^\/[A-Za-z0-9-]+\/?$/,
  fixtures: ['github-profile.html'],
  fields: {
    name: ['.vcard-fullname', '[itemprop="name"]'],
    headline: ['.user-profile-bio', '.p-note'],
    location: ['[itemprop="homeLocation"] .p-label', '[itemprop="homeLocation"]'],
    links: ['[itemprop="url"] a', '[itemprop="social"] a', '.vcard-details a[rel~="me"]'],
    experience: {
      item: ['[itemprop="worksFor"]'],
      fields: { company: ['.p-org'] },
    },
  },
};
