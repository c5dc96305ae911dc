import { describe, expect, it } from 'vitest';
import { backoffDelay, OUTBOX_BACKOFF } from '@/lib/gateway/backoff';
import { createKeyedSerialQueue } from '@/lib/gateway/serial-queue';

describe('backoff schedule', () => {
  it('doubles the ceiling on each retry and stays between half and all of it', () => {
    for (let attempt = 1; attempt <= 6; attempt++) {
      const ceiling = OUTBOX_BACKOFF.baseMs * 2 ** (attempt - 1);
      expect(backoffDelay(attempt, OUTBOX_BACKOFF, undefined, () => 0)).toBe(ceiling / 2);
      expect(backoffDelay(attempt, OUTBOX_BACKOFF, undefined, () => 1)).toBe(ceiling);
    }
  });

  it('never exceeds the maximum, however many attempts failed', () => {
    expect(backoffDelay(40, OUTBOX_BACKOFF, undefined, () => 1)).toBe(OUTBOX_BACKOFF.maxMs);
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(backoffDelay(1, OUTBOX_BACKOFF, 30_000, () => 0)).toBe(30_000);
  });

  it('spreads clients apart (jitter)', () => {
    const delays = new Set(Array.from({ length: 20 }, () => backoffDelay(4, OUTBOX_BACKOFF)));
    expect(delays.size).toBeGreaterThan(1);
  });
});

describe('per-company serial queue', () => {
  it('runs calls for one company one at a time, in order, even when one fails', async () => {
    const run = createKeyedSerialQueue();
    const log: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running++;
        expect(running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(name);
        running--;
        if (fail) throw new Error(name);
      };
    const results = await Promise.allSettled([run('A', task('1')), run('A', task('2', true)), run('A', task('3'))]);
    expect(log).toEqual(['1', '2', '3']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('lets different companies proceed side by side', async () => {
    const run = createKeyedSerialQueue();
    let concurrent = 0;
    let peak = 0;
    const task = async () => {
      peak = Math.max(peak, ++concurrent);
      await new Promise((resolve) => setTimeout(resolve, 5));
      concurrent--;
    };
    await Promise.all([run('A', task), run('B', task)]);
    expect(peak).toBe(2);
  });
});
