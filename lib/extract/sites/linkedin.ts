import type { SiteAdapter } from './site-adapter.ts';

/** LinkedIn public profiles (`/in/<slug>`), as seen signed out. */
export const linkedin: SiteAdapter = {
  name: 'linkedin',
  hosts: /(^|\.)linkedin\.com$/,
  profilePath: /^\/in\//,
  fixtures: ['linkedin-public-profile.html'],
  fields: {
    name: ['.top-card-layout__title', 'h1.text-heading-xlarge'],
    headline: ['.top-card-layout__headline', '.text-body-medium.break-words'],
    location: ['.top-card-layout__first-subline .not-first-middot > span:first-child', '.top-card__subline-item', '.text-body-small.inline.t-black--light'],
    summary: ['section.summary .core-section-container__content', '#about ~ div .inline-show-more-text'],
    skills: ['section.skills .skills__item', 'section.skills li'],
    languages: ['section.languages .profile-section-card__title'],
    experience: {
      item: ['li.experience-item', 'section.experience li.profile-section-card'],
      fields: {
        title: ['.profile-section-card__title', '.experience-item__title'],
        company: ['.profile-section-card__subtitle', '.experience-item__subtitle'],
        location: ['.experience-item__location'],
        dates: ['.date-range'],
      },
    },
    education: {
      item: ['li.education__list-item', 'section.education li.profile-section-card'],
      fields: {
        institution: ['.profile-section-card__title'],
        degree: ['.education__item--degree-info'],
        dates: ['.date-range'],
      },
    },
  },
};
