import { ApiError, CAREERS_MAX_CV_BYTES, createCareersClient, DEFAULT_TIMEOUT_MS, type ApiClient, type FetchLike } from '../api';
import { checkDestination, type DestinationPolicy } from '../gateway/destination';
import type { Credential, Gateway } from '../gateway/gateway';
import type { OutboxEntry } from '../outbox/entry';
import { JobStepError, type JobCalls } from '../outbox/job-steps';
import type { Placement } from '../outbox/placement';
import type { CvFile, OutboxStore } from '../outbox/store';
import type { Credentials } from '../session/session';

export interface JobCallDeps {
  gateway: Gateway;
  credentials: () => Promise<Credentials>;
  careersUrl: () => Promise<string>;
  destination: DestinationPolicy;
  store: OutboxStore;
  fetch?: FetchLike;
}

const MISSING = {
  apiKey: () =>
    new JobStepError('missing-api-key', 'Adding an applicant to a vacancy needs the company API key. Add it, then retry this import.'),
  userToken: () =>
    new JobStepError('missing-user-token', 'Adding a note needs you signed in with your e-mail and password. Sign in, then retry.'),
};

/** The service calls of a job's steps, each with the credential it needs (see lib/outbox/job-steps.ts). */
export function createJobCalls(deps: JobCallDeps): JobCalls {
  async function withCredential<T>(entry: OutboxEntry, credential: Credential, fn: (api: ApiClient) => Promise<T>): Promise<T> {
    const held = await deps.credentials();
    if (credential === 'api-key' && !held.apiKey) throw MISSING.apiKey();
    if (credential === 'user-token' && !held.userToken) throw MISSING.userToken();
    return deps.gateway.call(entry.companyId, fn, { retries: 0, credential });
  }

  async function findInVacancy(entry: OutboxEntry, placement: Placement) {
    const matches = await withCredential(entry, 'session', (api) => api.searchApplicants(entry.companyId, { email: entry.reference }));
    const inVacancy = (match: (typeof matches)[number]) =>
      match.vacancy_id !== null
        ? String(match.vacancy_id) === String(placement.vacancy.vacancyId)
        : match.vacancy === placement.vacancy.title;
    const found = matches.find((match) => match.email?.toLowerCase() === entry.reference.toLowerCase() && inVacancy(match));
    return found ? { applicantId: found.applicant, columnTitle: found.column } : null;
  }

  return {
    findInVacancy,

    async createApplicant(entry, placement, cv: CvFile | null) {
      const { apiKey } = await deps.credentials();
      if (!apiKey) throw MISSING.apiKey();
      const careersUrl = await deps.careersUrl();
      const { applicant } = placement;
      // The API key travels in the body: the careers host is checked like the service before it gets it.
      await checkDestination(careersUrl, deps.destination).catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.kind !== 'destination-refused') throw error;
        throw new ApiError('careers-destination-refused', error.message);
      });
      // A 10 MB CV on a slow uplink takes more than the usual answer time: allow 1 s per 100 kB more.
      const timeoutMs = DEFAULT_TIMEOUT_MS + Math.ceil((cv?.base64.length ?? 0) / 100_000) * 1_000;
      const careers = createCareersClient({ baseUrl: careersUrl, fetch: deps.fetch, timeoutMs });
      if (entry.cv && entry.cv.bytes > CAREERS_MAX_CV_BYTES) {
        const megabytes = (entry.cv.bytes / (1024 * 1024)).toFixed(1);
        throw new ApiError('cv-too-large', `The CV is ${megabytes} MB; the service takes CVs up to 10 MB.`);
      }
      const link = applicant.urls.other ?? applicant.urls.linkedin;
      const resume = cv
        ? ({ type: 'document', resume: { data: cv.base64, fileName: cv.fileName, contentType: cv.contentType } } as const)
        : link
          ? ({ type: 'link', resume: link } as const)
          : null;
      if (!resume) throw new JobStepError('cv-missing', 'This import has no CV file or profile link to send. Import the candidate again.');
      const request = {
        vacancy: placement.vacancy.slug,
        token: apiKey,
        firstname: applicant.firstname,
        lastname: applicant.lastname,
        email: entry.reference,
        ...(applicant.phone ? { phone: applicant.phone } : {}),
        urls: applicant.urls,
        ...resume,
      };
      await deps.gateway.queued(entry.companyId, () => careers.createCandidate(request));
    },

    moveToColumn: (entry, placement, applicantId, columnId) =>
      withCredential(entry, 'session', (api) => api.moveApplicant(entry.companyId, placement.vacancy.id, applicantId, columnId)).then(
        () => undefined,
      ),

    addNote: async (entry, applicantId, note) => {
      const made = await withCredential(entry, 'user-token', (api) =>
        api.addComment(entry.companyId, applicantId, { text: note.text, type: 'note', private: !note.visibleToTeam }),
      );
      return String(made.id);
    },

    findNote: async (entry, applicantId, text) => {
      const comments = await withCredential(entry, 'session', (api) => api.getComments(entry.companyId, applicantId));
      const same = comments.find((comment) => comment.text === text);
      return same ? String(same.id) : null;
    },

    setTag: (entry, applicantId, tag) =>
      withCredential(entry, 'session', (api) => api.setTrait(entry.companyId, applicantId, tag)).then(() => undefined),

    tagsOf: async (entry, applicantId) => {
      const traits = await withCredential(entry, 'session', (api) => api.getTraits(entry.companyId, applicantId));
      return traits.map((trait) => `${trait.tag_id}=${trait.value}`);
    },

    postMeta: (entry) =>
      withCredential(entry, 'session', (api) =>
        api.postCandidateMeta(entry.companyId, {
          app_name: entry.appName,
          reference: entry.reference,
          type: entry.type,
          value: entry.value,
        }),
      ),

    readCv: (entry) => deps.store.readCv(entry.userKey, entry.id),
  };
}
