import type { SiteAdapter } from './site-adapter.ts';

/** Malt freelancer profiles (`malt.fr/profile/<slug>` and the other Malt countries). */
export const malt: SiteAdapter = {
  name: 'malt',
  hosts: /(^|\.)malt\.(fr|com|de|es|be|nl|ch)$/,
  profilePath: /^\/profile\//,
  fixtures: ['malt-freelance-profile.html'],
  fields: {
    name: ['[data-testid="profile-fullname"]', '.profile-header__name'],
    headline: ['[data-testid="profile-headline"]', '.profile-header__headline'],
    location: ['[data-testid="profile-location"]', '.profile-header__location'],
    summary: ['[data-testid="profile-description"]'],
    skills: ['[data-testid="profile-skills"] li', '.profile-skills__item'],
    languages: ['.profile-languages__name'],
    experience: {
      item: ['[data-testid="profile-experience"]', '.profile-experience'],
      fields: {
        title: ['.profile-experience__title'],
        company: ['.profile-experience__company'],
        location: ['.profile-experience__location'],
        dates: ['.profile-experience__dates'],
      },
    },
    education: {
      item: ['.profile-education__item'],
      fields: { institution: ['.profile-education__school'], degree: ['.profile-education__degree'], dates: ['.profile-education__dates'] },
    },
  },
};
