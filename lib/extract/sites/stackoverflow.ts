import type { SiteAdapter } from './site-adapter.ts';

export const stackoverflow: SiteAdapter = {
  name: 'stackoverflow',
  hosts: /(^|\.)stackoverflow\.com$/,
  fixtures: [],
  fields: {},
};
