import { hasOriginPermission, requestOriginPermission } from '../platform/permissions';
import { originPattern } from '../settings';

/** Whether the extension may call the service at `serviceUrl`; false for a URL that is not one. */
export async function hasHostPermission(serviceUrl: string): Promise<boolean> {
  try {
    return await hasOriginPermission(originPattern(serviceUrl));
  } catch {
    return false;
  }
}

/** Must be called straight from a click (browsers require a user gesture for the prompt). */
export async function requestHostPermission(serviceUrl: string): Promise<boolean> {
  try {
    return await requestOriginPermission(originPattern(serviceUrl));
  } catch {
    return false;
  }
}

/** "api.flatchr.io" from a service URL, or the text as typed when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
