import type { ParseAnswer, ParseTask } from './parse-messages';

/** The slice of a Worker the pool uses, so tests can give it workers of their own. */
export interface ParseWorker {
  postMessage(task: ParseTask): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/** A file no reader finishes within this time is given up (its worker is replaced). */
export const PARSE_TIMEOUT_MS = 30_000;

/**
 * Workers for a machine: one per processor the browser reports but one, kept for the page itself (on
 * 2 processors, 2 workers left a keystroke in the table waiting up to 73 ms for its frame; 1 worker,
 * 27 to 44 ms, for 100 PDFs read in 3.4 to 3.6 s instead of 3.2 to 3.3 s); at least one, at most four.
 */
export function poolSizeFor(hardwareConcurrency: number | undefined): number {
  return Math.min(4, Math.max(1, Math.floor(hardwareConcurrency ?? 1) - 1));
}

export interface ParsePoolOptions {
  size: number;
  createWorker: () => ParseWorker;
  /** The next file to read, asked for when a worker is free; null when there is none left. */
  next: () => Promise<ParseTask | null>;
  onAnswer: (answer: ParseAnswer) => void;
  /** Every worker is free and nothing is left to read. */
  onIdle: () => void;
  timeoutMs?: number;
}

export interface ParsePool {
  /** Wakes free workers: more files may be waiting. */
  wake(): void;
  /** Stops reading: workers are ended, answers still under way are dropped. */
  cancel(): void;
}

/** Messages a worker posts besides its answers (pdf.js announces itself when loaded in a worker) are not answers. */
const isAnswerTo = (task: ParseTask, data: unknown): data is ParseAnswer =>
  typeof data === 'object' && data !== null && (data as { id?: unknown }).id === task.id && 'ok' in data;

const reasonOf = (event: unknown) =>
  typeof event === 'object' && event !== null && typeof (event as { message?: unknown }).message === 'string'
    ? (event as { message: string }).message
    : 'the reader stopped';

/**
 * A pool of parse workers, each reading one file at a time: a worker asks for the next file only
 * when it is free, so no more files than workers are ever being read (never the whole batch in
 * memory). A worker that fails or takes too long is replaced, and its file answered as unreadable.
 */
export function createParsePool(options: ParsePoolOptions): ParsePool {
  const timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  let cancelled = false;
  const workers: Array<ParseWorker | null> = Array.from({ length: options.size }, () => null);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const busy = new Set<number>();

  function answer(slot: number, task: ParseTask): Promise<ParseAnswer> {
    return new Promise((resolve) => {
      const worker = (workers[slot] ??= options.createWorker());
      const settle = (answer: ParseAnswer) => {
        clearTimeout(timer);
        timers.delete(timer);
        resolve(answer);
      };
      const giveUp = (detail: string) => {
        worker.terminate();
        workers[slot] = null;
        settle({ id: task.id, ok: false, hash: null, problem: { code: 'unexpected', detail }, ms: 0 });
      };
      const timer = setTimeout(() => giveUp(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
      timers.add(timer);
      worker.onmessage = (event) => {
        if (isAnswerTo(task, event.data)) settle(event.data);
      };
      worker.onerror = (event) => giveUp(reasonOf(event));
      worker.postMessage(task);
    });
  }

  async function run(slot: number): Promise<void> {
    busy.add(slot);
    try {
      for (let task = await options.next(); task && !cancelled; task = cancelled ? null : await options.next()) {
        const answered = await answer(slot, task);
        if (!cancelled) options.onAnswer(answered);
      }
    } finally {
      busy.delete(slot);
      if (busy.size === 0 && !cancelled) options.onIdle();
    }
  }

  return {
    wake() {
      if (cancelled) return;
      for (let slot = 0; slot < options.size; slot++) if (!busy.has(slot)) void run(slot);
    },
    cancel() {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const worker of workers) worker?.terminate();
      workers.fill(null);
    },
  };
}
