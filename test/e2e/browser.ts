import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchWithExtension as launch, type ExtensionBrowser } from '../../scripts/chromium';

export { findChromium, type ExtensionBrowser } from '../../scripts/chromium';

/** The test build (`npm run build:test`): host permission for loopback so tests can inject into served pages. */
export const TEST_EXTENSION_DIR = resolve('.output-test/chrome-mv3');

export function launchWithExtension(extensionDir = TEST_EXTENSION_DIR, options: { profileDir?: string } = {}): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionDir, 'manifest.json'))) {
    throw new Error(`No built extension at ${extensionDir}: run "npm run build:test" first.`);
  }
  return launch(extensionDir, options);
}
