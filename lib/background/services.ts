import { ApiError, createApiClient, type FetchLike, type Vacancy } from '../api';
import { checkDestination, type DestinationPolicy } from '../gateway/destination';
import { createGateway } from '../gateway/gateway';
import type { Handlers } from '../messaging/router';
import type { ResponseOf, TabExtraction } from '../messages';
import { runJob } from '../outbox/job-steps';
import { createOutbox } from '../outbox/outbox';
import { createOutboxStore } from '../outbox/store';
import type { OutboxSummary } from '../outbox/summary';
import type { PublishedState } from '../platform/published-state';
import { createSessionManager, type SessionState } from '../session/session';
import type { Settings } from '../settings';
import { cvForImport } from './cv-for-import';
import { createJobCalls } from './job-calls';
import { createPipelineOptions } from './pipeline-options';
import { createVacancyCache, vacancyIdFrom } from './vacancy-cache';

/** Everything the background needs from the browser, passed in so the whole of it runs under tests. */
export interface BackgroundDeps {
  readSettings: () => Promise<Settings>;
  /** Where credentials may go (origins the recruiter granted; loopback http in the test build only). */
  destination: DestinationPolicy;
  extractTab: (tabId: number) => Promise<TabExtraction>;
  /** Wake the outbox at `when` even if the worker was stopped meanwhile (alarms), or cancel it. */
  scheduleWake: (when: number | null) => void;
  showOutboxState: (summary: OutboxSummary) => void;
  /** Tells the open pages that the outbox or the session changed (they watch it instead of polling). */
  publishState?: (state: PublishedState) => Promise<void>;
  /**
   * Parses a stored document job where the parse survives the popup closing (Chrome: the offscreen
   * document; Firefox: the background page) and tells the pages when its result is stored.
   */
  parseDocument?: (jobId: string) => Promise<void>;
  /** The original bytes of a parsed CV document, to send with the applicant. */
  documentBytes?: (jobId: string) => Promise<{ name: string; bytes: Uint8Array } | null>;
  fetch?: FetchLike;
  now?: () => number;
  random?: () => number;
  /**
   * While the worker lives, a timer wakes the outbox more precisely than an alarm (Chrome clamps
   * those to 30 s). Tests on a virtual clock turn it off and wake the worker as alarms would.
   */
  wakeTimer?: boolean;
  /** Storage names, so tests can run several backgrounds side by side. */
  databases?: { outbox?: string; cache?: string };
}

const VACANCY_FIELDS = ['address', 'tags'] as const;

export function createBackground(deps: BackgroundDeps) {
  const now = deps.now ?? Date.now;
  const cache = createVacancyCache(deps.databases?.cache);
  const outboxStore = createOutboxStore(deps.databases?.outbox, { now });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let published = 0;
  let lastOutbox: OutboxSummary = { pending: 0, failed: 0, unreadable: 0, paused: true };
  let lastSession: SessionState | undefined;

  /** Tells the open pages what changed; they watch it instead of asking. */
  function publish(): void {
    const state: PublishedState = {
      revision: `${now()}-${++published}`,
      outbox: lastOutbox,
      ...(lastSession ? { session: lastSession } : {}),
    };
    void deps.publishState?.(state).catch(() => undefined);
  }

  const gateway = createGateway({
    serviceUrl: async () => (await deps.readSettings()).serviceUrl,
    destination: deps.destination,
    token: async (credential) => {
      const held = await session.credentials();
      if (credential === 'api-key') return held.apiKey;
      if (credential === 'user-token') return held.userToken;
      return held.userToken ?? held.apiKey;
    },
    onUnauthorized: (refusedToken) => session.refused(refusedToken),
    fetch: deps.fetch,
    random: deps.random,
  });

  const session = createSessionManager({
    anonymous: (fn) => gateway.anonymous(fn),
    verifyApiKey: async (apiKey) => {
      const { companyId, serviceUrl } = await deps.readSettings();
      if (!companyId) return;
      await checkDestination(serviceUrl, deps.destination);
      const api = createApiClient({ baseUrl: serviceUrl, token: apiKey, fetch: deps.fetch });
      try {
        await api.listVacancies(companyId);
      } catch (error) {
        // Only a 401 says the key is wrong; a refused list call (403/404) says nothing about it.
        if (error instanceof ApiError && error.kind === 'unauthorized') throw error;
      }
    },
    onChange: (state) => {
      lastSession = state;
      publish();
      // Resuming sends in the background: a sign-in does not wait for the queue to drain.
      if (state.signedIn) void outbox.resume();
      else outbox.pause();
    },
    now,
  });

  const outbox = createOutbox({
    store: outboxStore,
    currentUser: async () => (await session.current())?.userKey ?? null,
    waitingUser: () => session.expiredUser(),
    run: (entry, saveProgress) => runJob(entry, jobCalls, saveProgress),
    schedule: (when) => {
      clearTimeout(timer);
      deps.scheduleWake(when);
      if (when !== null && deps.wakeTimer !== false) timer = setTimeout(() => void outbox.flush(), Math.max(0, when - now()));
    },
    onChange: (summary) => {
      deps.showOutboxState(summary);
      lastOutbox = summary;
      publish();
    },
    onProgress: publish,
    now,
    random: deps.random,
  });

  const jobCalls = createJobCalls({
    gateway,
    credentials: () => session.credentials(),
    careersUrl: async () => (await deps.readSettings()).careersUrl,
    destination: deps.destination,
    store: outboxStore,
    fetch: deps.fetch,
  });
  const pipelineOptions = createPipelineOptions(gateway, cache, now);

  async function context(): Promise<{ userKey: string; companyId: string; settings: Settings }> {
    const current = await session.current();
    if (!current) throw new ApiError('unauthorized', 'You are signed out. Please sign in.');
    const settings = await deps.readSettings();
    if (!settings.companyId) {
      throw new ApiError('invalid-request', 'Set your company ID in the options first.');
    }
    return { userKey: current.userKey, companyId: settings.companyId, settings };
  }

  async function pinnedVacancies(companyId: string, ids: string[]): Promise<Vacancy[]> {
    const found: Vacancy[] = [];
    for (const id of ids) {
      try {
        found.push(await gateway.call(companyId, (api) => api.getVacancy(id, VACANCY_FIELDS)));
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'unauthorized') throw error;
      }
    }
    return found;
  }

  async function listVacancies(refresh: boolean): Promise<ResponseOf<'vacancies.list'>> {
    const { userKey, companyId } = await context();
    const [cached, pinned] = await Promise.all([cache.read(userKey, companyId), cache.pinned(userKey, companyId)]);
    if (cached && !refresh) {
      return { vacancies: cached.vacancies, fetchedAt: cached.fetchedAt, error: null, source: 'cache', pinned };
    }
    try {
      const vacancies = await gateway.call(companyId, (api) => api.listVacancies(companyId, { fields: VACANCY_FIELDS }));
      const fetchedAt = now();
      await cache.write(userKey, companyId, vacancies, fetchedAt);
      return { vacancies, fetchedAt, error: null, source: 'service', pinned };
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind === 'unauthorized') throw error;
      // Only a refusal (403/404) means the account may not list vacancies, so pins stand in for the list;
      // any other failure (a 502, an HTML page, a broken answer) is reported as what it is.
      if (error.kind === 'forbidden' || error.kind === 'not-found') {
        const vacancies = await pinnedVacancies(companyId, pinned);
        return { vacancies, fetchedAt: now(), error: error.toJSON(), source: 'pinned', pinned };
      }
      if (!cached) throw error;
      return { vacancies: cached.vacancies, fetchedAt: cached.fetchedAt, error: error.toJSON(), source: 'cache', pinned };
    }
  }

  const handlers: Handlers = {
    'session.get': () => session.state(),
    'session.signIn': ({ email, password }) => session.signInWithPassword(email, password),
    'session.signInWithApiKey': ({ apiKey }) => session.signInWithApiKey(apiKey),
    'session.signOut': async () => {
      const current = await session.current();
      // Signing out erases what this user left here: queued imports (the popup warns first), the
      // delivery log and the vacancy cache. A 401 expiry, by contrast, keeps everything.
      if (current) await Promise.all([outboxStore.eraseUser(current.userKey), cache.eraseUser(current.userKey)]);
      await session.signOut();
      return session.state();
    },
    'company.check': async ({ companyId }) => {
      if (!(await session.current())) throw new ApiError('unauthorized', 'You are signed out. Please sign in.');
      try {
        await gateway.call(companyId, (api) => api.listVacancies(companyId));
        return { known: true, error: null };
      } catch (error) {
        // Only "not found" and "forbidden" say the company is not this account's; anything else is reported as it is.
        if (error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'forbidden'))
          return { known: false, error: error.toJSON() };
        throw error;
      }
    },
    'vacancies.list': ({ refresh }) => listVacancies(refresh ?? false),
    'vacancies.pin': async ({ idOrUrl }) => {
      const id = vacancyIdFrom(idOrUrl);
      if (!id) throw new ApiError('invalid-request', 'That is neither a vacancy id nor a link to one.');
      const { userKey, companyId } = await context();
      await gateway.call(companyId, (api) => api.getVacancy(id));
      await cache.setPinned(userKey, companyId, (ids) => [...ids, id]);
      return listVacancies(true);
    },
    'vacancies.unpin': async ({ id }) => {
      const { userKey, companyId } = await context();
      await cache.setPinned(userKey, companyId, (ids) => ids.filter((pinned) => pinned !== id));
      return listVacancies(true);
    },
    'vacancies.get': async ({ id, fields }) => {
      const { companyId } = await context();
      return gateway.call(companyId, (api) => api.getVacancy(id, fields ?? []));
    },
    'applicants.search': async ({ email }) => {
      const { companyId } = await context();
      return gateway.call(companyId, (api) => api.searchApplicants(companyId, { email }));
    },
    'comments.list': async ({ applicantId }) => {
      const { companyId } = await context();
      return gateway.call(companyId, (api) => api.getComments(companyId, applicantId));
    },
    'candidate.extract': ({ tabId }) => deps.extractTab(tabId),
    'session.addApiKey': ({ apiKey }) => session.addApiKey(apiKey),
    'session.addUserSignIn': ({ email, password }) => session.addUserSignIn(email, password),
    'pipeline.options': async ({ refresh }) => {
      const { userKey, companyId } = await context();
      return pipelineOptions.read(userKey, companyId, refresh ?? false);
    },
    'candidate.import': async ({ cv: source, ...request }) => {
      const { companyId, settings } = await context();
      const cv = source ? await cvForImport(source, deps.documentBytes) : undefined;
      return outbox.submit(
        {
          ...request,
          cv: cv?.info,
          type: request.type ?? settings.defaultType,
          companyId,
          appName: settings.appName,
        },
        cv?.file,
      );
    },
    'documents.parse': ({ jobId }) => {
      // Answered at once: the popup learns of the result from what the background publishes.
      void deps.parseDocument?.(jobId);
      return Promise.resolve(null);
    },
    'outbox.list': () => outbox.list(),
    'outbox.retry': ({ id }) => outbox.retry(id),
    'outbox.edit': ({ id, change }) => outbox.edit(id, change),
    'outbox.discard': ({ id }) => outbox.discard(id),
    'outbox.discardQuarantined': async ({ id }) => {
      await outbox.discardQuarantined(id);
      return null;
    },
  };

  return {
    handlers,
    session,
    outbox,
    /** The worker (re)started or an alarm fired: send whatever is due. */
    wake: async () => {
      lastSession = await session.state();
      return outbox.flush();
    },
    /** Stops sending and drops timers, as a stopped worker would (used by tests and benchmarks). */
    stop: () => {
      outbox.pause();
      clearTimeout(timer);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
