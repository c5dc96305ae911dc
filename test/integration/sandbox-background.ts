import type { FetchLike } from '@/lib/api';
import { createBackground } from '@/lib/background/services';
import type { DestinationPolicy } from '@/lib/gateway/destination';
import type { PublishedState } from '@/lib/platform/published-state';
import type { Settings } from '@/lib/settings';
import { DEMO } from '../support/sandbox-fixture';

let backgrounds = 0;

/** What a test may set of the worker's world: a virtual clock, seeded jitter, wake-ups only through alarms. */
export interface WorkerWorld {
  now?: () => number;
  random?: () => number;
  /** Called with each alarm the worker asks for; with it, the worker sets no timer of its own. */
  onAlarm?: (when: number | null) => void;
  /** Where credentials may go; by default the sandbox on loopback, as the test build reaches it once allowed. */
  destination?: DestinationPolicy;
  /** Told what the worker publishes to the open pages. */
  onPublish?: (state: PublishedState) => void;
}

/**
 * The background's services as the worker composes them, over real HTTP to the sandbox; only the
 * browser surfaces (tabs, alarms, badge) are left out. `restart()` stops this worker and starts a
 * new one over the same storage, as the browser does with an idle service worker.
 */
export function backgroundFor(serviceUrl: string, overrides: Partial<Settings> = {}, fetchImpl?: FetchLike, world: WorkerWorld = {}) {
  const settings: Settings = {
    serviceUrl,
    // The sandbox serves the careers host's calls too.
    careersUrl: serviceUrl,
    applicantPageUrl: '',
    companyId: DEMO,
    appName: 'cv-importer-tests',
    defaultType: 'applicants',
    authMethod: 'password',
    interfaceLanguage: 'auto',
    ...overrides,
  };
  const databases = { outbox: `outbox-${++backgrounds}`, cache: `cache-${backgrounds}` };
  const make = () =>
    createBackground({
      readSettings: async () => settings,
      destination: world.destination ?? { isGranted: async () => true, allowLoopbackHttp: true },
      extractTab: async () => {
        throw new Error('no tabs here');
      },
      scheduleWake: world.onAlarm ?? (() => {}),
      wakeTimer: !world.onAlarm,
      now: world.now,
      random: world.random,
      showOutboxState: () => {},
      publishState: async (state) => world.onPublish?.(state),
      fetch: fetchImpl,
      databases,
    });
  let current = make();
  return {
    /** The worker's IndexedDB names, for tests that lay out storage as an earlier release left it. */
    databases,
    /** The settings the worker reads at each call; a test may change them as storage would. */
    settings,
    get worker() {
      return current;
    },
    restart() {
      current.stop();
      current = make();
      void current.wake();
      return current;
    },
  };
}
