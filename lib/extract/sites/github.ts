import type { SiteAdapter } from './site-adapter.ts';

export const github: SiteAdapter = {
  name: 'github',
  hosts: /(^|\.)github\.com$/,
  fixtures: [],
  fields: {},
};
