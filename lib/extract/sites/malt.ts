import type { SiteAdapter } from './site-adapter.ts';

export const malt: SiteAdapter = {
  name: 'malt',
  hosts: /(^|\.)malt\.com$/,
  fixtures: [],
  fields: {},
};
