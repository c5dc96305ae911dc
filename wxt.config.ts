import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'wxt';
import preact from '@preact/preset-vite';

/**
 * pdf.js's character maps, packaged as `cmaps/`: without them a PDF set in a CJK font (a Japanese
 * rirekisho) reads as if it had no text. pdf.js fetches only the few it needs, when it needs them.
 */
const pdfjsCharacterMaps = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');

const jsPdfUnusedHelper = join(dirname(new URL(import.meta.url).pathname), 'lib/cv-pdf/not-packaged.ts');

// `npm run build:test` sets CVI_TEST_HOSTS=1 so end-to-end tests may inject into pages served on
// loopback; the normal build asks for no host permission up front.
const testBuild = process.env.CVI_TEST_HOSTS === '1';
const testHosts = testBuild ? ['http://127.0.0.1/*', 'http://localhost/*'] : [];
// Firefox's WebDriver BiDi may not open extension pages itself; the test build lets a loopback page
// navigate to them, which is how the Firefox smoke test reaches the popup. Never in a real build.
const testPages = [{ resources: ['popup.html', 'options.html'], matches: ['http://127.0.0.1/*'] }];

/**
 * Firefox's add-on id and its data-collection declaration (Firefox 140+): the candidate details read
 * from pages (personal data, page content) and the recruiter's sign-in go to the service the
 * recruiter configured. WXT's manifest type predates `data_collection_permissions`, hence the cast.
 */
const firefoxSettings = {
  gecko: {
    id: 'cv-importer@example.com',
    strict_min_version: '140.0',
    data_collection_permissions: {
      required: ['personallyIdentifyingInfo', 'websiteContent', 'authenticationInfo'],
    },
  },
  gecko_android: { strict_min_version: '142.0' },
} as { gecko: { id: string } };

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  outDir: testBuild ? '.output-test' : '.output',
  // Manifest V3 for Firefox too: one manifest shape (action, optional_host_permissions) everywhere.
  manifestVersion: 3,
  vite: () => ({
    plugins: [preact()],
    define: { __CVI_TEST_BUILD__: JSON.stringify(testBuild) },
    // jsPDF's optional HTML and SVG renderers: never used by the text-only CV PDF, so never shipped.
    resolve: { alias: { html2canvas: jsPdfUnusedHelper, canvg: jsPdfUnusedHelper } },
    // The bulk import page's parse workers load pdf.js on demand: module workers, which can split chunks.
    worker: { format: 'es' as const },
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      for (const name of readdirSync(pdfjsCharacterMaps)) {
        files.push({ absoluteSrc: join(pdfjsCharacterMaps, name), relativeDest: `cmaps/${name}` });
      }
    },
  },
  // Firefox's sources zip: what a reviewer needs to rebuild, without local run artefacts.
  zip: {
    excludeSources: ['tour-screenshots/**', 'test-results/**', 'playwright-report/**', 'bench-results*.json', '.output-test/**'],
  },
  manifest: ({ browser }) => ({
    name: '__MSG_appName__',
    description: '__MSG_extensionDescription__',
    default_locale: 'en',
    // Chrome parses CV documents in an offscreen document; Firefox's background page has a DOM itself.
    permissions: ['activeTab', 'scripting', 'storage', 'alarms', 'contextMenus', ...(browser === 'firefox' ? [] : ['offscreen'])],
    host_permissions: testHosts,
    // The service URL and the careers URL, each origin asked at run time when saved. Plain http only on
    // loopback and only in the test build: a recruiter's service and careers site are reached over https.
    optional_host_permissions: testBuild ? ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'] : ['https://*/*'],
    ...(testBuild ? { web_accessible_resources: testPages } : {}),
    commands: {
      _execute_action: {
        suggested_key: { default: 'Alt+Shift+I' },
        description: 'Import the candidate on this page',
      },
    },
    ...(browser === 'firefox' ? { browser_specific_settings: firefoxSettings } : {}),
  }),
});
