import type { SiteAdapter } from './site-adapter.ts';

/** GitHub user profiles (`github.com/<login>`), the 2018 layout and today's. */
export const github: SiteAdapter = {
  name: 'github',
  hosts: /^(www\.)?github\.com$/,
  profilePath: /^\/[A-Za-z0-9-]+\/?$/,
  fixtures: ['github-profile.html'],
  // The page says it is GitHub's; its class names alone do not (a résumé theme may copy GitHub's
  // look, vcard-names and all), nor does Open Graph's profile:username, which any personal page may carry.
  recognise: ['meta[property="og:site_name"][content="GitHub"]'],
  recogniseTitle: /\(.+\)(?:\s*\/\s*\w+)?\s*·\s*GitHub$/,
  origin: 'https://github.com',
  fields: {
    name: ['.vcard-fullname', '[itemprop="name"]'],
    headline: ['.user-profile-bio', '.p-note'],
    location: ['[itemprop="homeLocation"] .p-label', '[itemprop="homeLocation"]'],
    links: ['[itemprop="url"] a', '[itemprop="social"] a', '.vcard-details a[rel~="me"]'],
    username: ['.vcard-username', '[itemprop="additionalName"]', '.p-nickname'],
    experience: {
      item: ['[itemprop="worksFor"]'],
      fields: { company: ['.p-org'] },
    },
  },
};
