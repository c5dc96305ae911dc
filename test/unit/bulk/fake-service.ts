import type { ApplicantMatch } from '@/lib/api';
import type { Ask } from '@/lib/bulk/batch-rows';
import type { MessageType, RequestOf, ResponseOf } from '@/lib/messages';
import type { AttemptOutcome } from '@/lib/outbox/attempt-outcome';
import type { DeliveredImport, OutboxEntry } from '@/lib/outbox/entry';

export type ImportRequest = RequestOf<'candidate.import'>;

/**
 * The background as the bulk page sees it, over a pretend service: applicants by e-mail, an outbox
 * that queues each import and delivers it when the test says. Each service call is recorded with
 * how many were under way at once.
 */
export function fakeService(known: Array<{ email: string; vacancy: string; vacancyId: number; column: string }> = []) {
  const entries: OutboxEntry[] = [];
  const delivered: DeliveredImport[] = [];
  const imports: ImportRequest[] = [];
  const searches: string[] = [];
  let underWay = 0;
  let mostAtOnce = 0;
  /** How `candidate.import` answers: deliver at once, or leave the job queued. */
  let answerWith: 'delivered' | 'pending' | 'never' = 'delivered';
  let ids = 0;

  function entryOf(request: ImportRequest): OutboxEntry {
    return {
      ...request,
      type: request.type ?? 'candidate',
      companyId: 'DemoCompany00001',
      appName: 'cv-importer',
      cv:
        request.cv && request.cv.kind === 'file'
          ? { fileName: request.cv.fileName, contentType: request.cv.contentType, bytes: 1 }
          : undefined,
      id: `job-${++ids}`,
      userKey: 'user:recruiter@example.com',
      status: 'pending',
      attempts: 0,
      revision: 0,
      nextAttemptAt: 0,
      lastError: null,
      createdAt: 0,
      updatedAt: 0,
    };
  }

  function deliver(entry: OutboxEntry): DeliveredImport {
    entries.splice(entries.indexOf(entry), 1);
    const delivery: DeliveredImport = {
      id: entry.id,
      reference: entry.reference,
      label: entry.label,
      companyId: entry.companyId,
      resourceType: 'applicant',
      action: 'created',
      deliveredAt: Date.now(),
      ...(entry.placement ? { vacancyTitle: entry.placement.vacancy.title } : {}),
    };
    delivered.push(delivery);
    if (entry.placement) {
      const { vacancy, column } = entry.placement;
      known.push({ email: entry.reference, vacancy: vacancy.title, vacancyId: vacancy.vacancyId, column: column?.title ?? '' });
    }
    return delivery;
  }

  const handlers: { [T in MessageType]?: (payload: RequestOf<T>) => Promise<ResponseOf<T>> } = {
    'applicants.search': async ({ email }) => {
      searches.push(email);
      return known
        .filter((one) => one.email.toLowerCase() === email.toLowerCase())
        .map((one, index): ApplicantMatch => ({
          applicant: String(index),
          vacancy: one.vacancy,
          vacancy_id: one.vacancyId,
          column: one.column,
          status: 1,
          firstname: null,
          lastname: null,
          email: one.email,
          phone: null,
          created_at: '01/01/26',
          source: null,
        }));
    },
    'candidate.import': async (request) => {
      imports.push(request);
      const entry = entryOf(request);
      entries.push(entry);
      if (answerWith === 'never') return new Promise<AttemptOutcome>(() => undefined);
      if (answerWith === 'pending') return { status: 'pending', entry };
      return { status: 'delivered', delivery: deliver(entry) };
    },
    'outbox.list': async () => ({
      entries: [...entries],
      delivered: [...delivered],
      quarantined: [],
      summary: { pending: entries.length, failed: 0, unreadable: 0, paused: false },
    }),
    'outbox.retry': async ({ id }) => {
      const entry = entries.find((one) => one.id === id);
      if (entry) entry.status = 'pending';
      return entry ?? null;
    },
  };

  const ask: Ask = async (type, payload) => {
    const handler = handlers[type] as ((payload: unknown) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`no fake for ${type}`);
    underWay++;
    mostAtOnce = Math.max(mostAtOnce, underWay);
    try {
      return (await handler(payload)) as never;
    } finally {
      underWay--;
    }
  };

  return {
    ask,
    entries,
    delivered,
    imports,
    searches,
    known,
    mostAtOnce: () => mostAtOnce,
    answer(mode: 'delivered' | 'pending' | 'never') {
      answerWith = mode;
    },
    deliver,
    /** The outbox delivers every job it holds. */
    deliverAll() {
      for (const entry of [...entries]) deliver(entry);
    },
  };
}
