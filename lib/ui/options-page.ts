import { openOptionsPage as openOptions } from '../platform/runtime';

/** The extension's settings page, in a tab of its own. */
export function openOptionsPage(): void {
  void openOptions();
}
