import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

// `npm run build:test` sets CVI_TEST_HOSTS=1 so end-to-end tests may inject into pages served on
// loopback; the normal build asks for no host permission up front.
const testBuild = process.env.CVI_TEST_HOSTS === '1';
const testHosts = testBuild ? ['http://127.0.0.1/*', 'http://localhost/*'] : [];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  outDir: testBuild ? '.output-test' : '.output',
  vite: () => ({ plugins: [preact()] }),
  manifest: {
    name: 'CV importer',
    description: 'Import the candidate you are looking at into your recruitment service, checked and editable first.',
    permissions: ['activeTab', 'scripting', 'storage', 'alarms', 'contextMenus'],
    host_permissions: testHosts,
    optional_host_permissions: ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'],
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+I' },
        description: 'Import the candidate on this page',
      },
    },
    browser_specific_settings: {
      gecko: { id: 'cv-importer@example.com' },
    },
  },
});
