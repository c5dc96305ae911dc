/**
 * `wxt/browser` for component tests. WXT's own stand-in reaches it through `wxt/testing`, which
 * loads WXT's build tools, and those refuse to start under jsdom; this is the same fake browser.
 * Each component test file: `vi.mock('wxt/browser', () => import('./support/browser'));`
 */
export { fakeBrowser as browser } from 'wxt/testing/fake-browser';
