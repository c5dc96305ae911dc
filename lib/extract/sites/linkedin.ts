import type { SiteAdapter } from './site-adapter.ts';

export const linkedin: SiteAdapter = {
  name: 'linkedin',
  hosts: /(^|\.)linkedin\.com$/,
  fixtures: [],
  fields: {},
};
