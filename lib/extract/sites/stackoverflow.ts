import type { SiteAdapter } from './site-adapter.ts';

/** Stack Overflow user pages (`stackoverflow.com/users/<id>/<slug>`); top tags stand in for skills. */
export const stackoverflow: SiteAdapter = {
  name: 'stackoverflow',
  hosts: /^(www\.)?stackoverflow\.com$/,
  profilePath: /^\/users\/\d+/,
  fixtures: ['stackoverflow-user.html'],
  recogniseTitle: /^User .+ - Stack Overflow$/,
  origin: 'https://stackoverflow.com',
  fields: {
    name: ['.fs-headline2', '.profile-user--name'],
    headline: ['.fs-title', '.profile-user--title'],
    location: ['.iconLocation + .truncate', '.iconLocation ~ div'],
    summary: ['.js-about-me-content'],
    skills: ['#top-tags .post-tag', '.post-tag'],
    links: ['.user-links a', 'a[rel~="me"]'],
  },
};
