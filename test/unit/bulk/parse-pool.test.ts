import { describe, expect, it, vi } from 'vitest';
import { createParsePool, poolSizeFor, type ParseWorker } from '@/lib/bulk/parse-pool';
import type { ParseAnswer, ParseTask } from '@/lib/bulk/parse-messages';
import { emptyCandidate } from '@/lib/extract/candidate';

/** A worker the test answers for: it records what it was given and what is in flight. */
class HeldWorker implements ParseWorker {
  static inFlight = 0;
  static mostInFlight = 0;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  terminated = false;
  task: ParseTask | null = null;
  postMessage(task: ParseTask): void {
    this.task = task;
    HeldWorker.inFlight++;
    HeldWorker.mostInFlight = Math.max(HeldWorker.mostInFlight, HeldWorker.inFlight);
  }
  answer(extra?: unknown): void {
    const task = this.task!;
    this.task = null;
    HeldWorker.inFlight--;
    if (extra !== undefined) this.onmessage?.({ data: extra });
    const answer: ParseAnswer = { id: task.id, ok: true, hash: `h-${task.id}`, candidate: emptyCandidate(), text: null, ms: 1 };
    this.onmessage?.({ data: answer });
  }
  terminate(): void {
    this.terminated = true;
  }
}

const tasks = (count: number) =>
  Array.from({ length: count }, (_, index): ParseTask => ({
    id: `f${index}`,
    fileName: `f${index}.pdf`,
    file: new Blob(['x']),
    locale: 'en',
  }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the pool of parse workers', () => {
  it('is sized to the machine: a worker per processor but the one kept for the page, at least one, at most four', () => {
    expect([poolSizeFor(undefined), poolSizeFor(1), poolSizeFor(2), poolSizeFor(4), poolSizeFor(16)]).toEqual([1, 1, 1, 3, 4]);
  });

  it('gives each worker one file at a time, asking for the next only when one is free, and answers every file', async () => {
    HeldWorker.inFlight = 0;
    HeldWorker.mostInFlight = 0;
    const waiting = tasks(7);
    const asked = vi.fn(() => Promise.resolve(waiting.shift() ?? null));
    const workers: HeldWorker[] = [];
    const answered: string[] = [];
    let idle = false;
    const pool = createParsePool({
      size: 2,
      createWorker: () => {
        const worker = new HeldWorker();
        workers.push(worker);
        return worker;
      },
      next: asked,
      onAnswer: (answer) => answered.push(answer.id),
      onIdle: () => (idle = true),
    });
    pool.wake();
    await settle();
    expect(workers).toHaveLength(2);
    expect(asked).toHaveBeenCalledTimes(2);
    while (answered.length < 7) {
      workers.find((worker) => worker.task)!.answer();
      await settle();
    }
    expect(HeldWorker.mostInFlight).toBe(2);
    expect(answered.sort()).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6']);
    expect(workers).toHaveLength(2);
    expect(idle).toBe(true);
  });

  it("does not take what pdf.js posts when it loads in a worker for the file's answer", async () => {
    const waiting = tasks(1);
    const worker = new HeldWorker();
    const answered: ParseAnswer[] = [];
    createParsePool({
      size: 1,
      createWorker: () => worker,
      next: () => Promise.resolve(waiting.shift() ?? null),
      onAnswer: (answer) => answered.push(answer),
      onIdle: () => undefined,
    }).wake();
    await settle();
    worker.answer({ sourceName: 'worker', targetName: 'main', action: 'ready', data: null });
    await settle();
    expect(answered).toEqual([expect.objectContaining({ id: 'f0', ok: true, hash: 'h-f0' })]);
  });

  it('replaces a worker that fails or takes too long, and answers its file as unreadable', async () => {
    vi.useFakeTimers();
    try {
      const waiting = tasks(2);
      const workers: HeldWorker[] = [];
      const answered: ParseAnswer[] = [];
      createParsePool({
        size: 1,
        timeoutMs: 1_000,
        createWorker: () => {
          const worker = new HeldWorker();
          workers.push(worker);
          return worker;
        },
        next: () => Promise.resolve(waiting.shift() ?? null),
        onAnswer: (answer) => answered.push(answer),
        onIdle: () => undefined,
      }).wake();
      await vi.advanceTimersByTimeAsync(0);
      workers[0]!.onerror?.({ message: 'out of memory' });
      await vi.advanceTimersByTimeAsync(0);
      expect(workers[0]!.terminated).toBe(true);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(workers).toHaveLength(2);
      expect(workers[1]!.terminated).toBe(true);
      expect(answered).toEqual([
        expect.objectContaining({ id: 'f0', ok: false, problem: { code: 'unexpected', detail: 'out of memory' } }),
        expect.objectContaining({ id: 'f1', ok: false, problem: { code: 'unexpected', detail: 'no answer within 1 s' } }),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops on Cancel: workers ended, nothing more asked for or answered', async () => {
    const waiting = tasks(5);
    const asked = vi.fn(() => Promise.resolve(waiting.shift() ?? null));
    const worker = new HeldWorker();
    const answered: string[] = [];
    const pool = createParsePool({
      size: 1,
      createWorker: () => worker,
      next: asked,
      onAnswer: (answer) => answered.push(answer.id),
      onIdle: () => undefined,
    });
    pool.wake();
    await settle();
    pool.cancel();
    worker.answer();
    await settle();
    expect(worker.terminated).toBe(true);
    expect(answered).toEqual([]);
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
