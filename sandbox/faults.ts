import { z } from 'zod';

/** One fault-injection rule, as posted to `POST /_sandbox/faults`. */
export const faultRule = z
  .strictObject({
    method: z.string().toUpperCase().optional(),
    /** Prefix of the request path (query excluded), e.g. `/vacancy/` or `/company/DemoCompany00001/`. */
    path: z.string().startsWith('/'),
    status: z.number().int().min(100).max(599).optional(),
    /** Seconds, sent as `Retry-After`. */
    retryAfter: z.number().int().nonnegative().optional(),
    delayMs: z.number().int().nonnegative().max(60_000).optional(),
    /** Destroy the socket without answering. */
    drop: z.boolean().optional(),
    /** Handle the request (its effect happens), then destroy the socket instead of answering: an answer lost on the way back. */
    dropAnswer: z.boolean().optional(),
    /** Raw text to answer instead of the real response (status 200 unless `status` is given). */
    body: z.string().optional(),
    rate: z.number().min(0).max(1).optional(),
    /** Apply to the next N matching requests only. */
    count: z.number().int().positive().optional(),
  })
  .refine((rule) => rule.rate === undefined || rule.count === undefined, 'give either rate or count, not both')
  .refine(
    (rule) => !rule.dropAnswer || (!rule.drop && rule.status === undefined && rule.body === undefined),
    'dropAnswer lets the request through: it cannot be combined with drop, status or body',
  );
export type FaultRule = z.infer<typeof faultRule>;

export const faultRulesRequest = z.strictObject({ rules: z.array(faultRule) });

/** What to do with a request: answered by a fault (possibly after a delay), or passed on after a delay, its answer kept or lost. */
export interface FaultAction {
  delayMs: number;
  drop: boolean;
  dropAnswer: boolean;
  answer?: { status: number; body?: string; retryAfter?: number };
}

export class FaultInjector {
  private rules: Array<FaultRule & { remaining?: number }> = [];

  constructor(private readonly random: () => number = Math.random) {}

  add(rules: FaultRule[]): void {
    this.rules.push(...rules.map((rule) => ({ ...rule, remaining: rule.count })));
  }

  clear(): void {
    this.rules = [];
  }

  get active(): FaultRule[] {
    return this.rules.map(({ remaining, ...rule }) => ({ ...rule, ...(remaining === undefined ? {} : { count: remaining }) }));
  }

  /** The first rule that matches and fires decides; counted rules are used up as they fire. */
  match(method: string, path: string): FaultAction | undefined {
    for (const rule of this.rules) {
      if (rule.method && rule.method !== method) continue;
      if (!path.startsWith(rule.path)) continue;
      if (rule.rate !== undefined && this.random() >= rule.rate) continue;
      if (rule.remaining !== undefined) {
        rule.remaining -= 1;
        if (rule.remaining <= 0) this.rules = this.rules.filter((other) => other !== rule);
      }
      const answers = rule.status !== undefined || rule.body !== undefined;
      return {
        delayMs: rule.delayMs ?? 0,
        drop: rule.drop ?? false,
        dropAnswer: rule.dropAnswer ?? false,
        answer: answers ? { status: rule.status ?? 200, body: rule.body, retryAfter: rule.retryAfter } : undefined,
      };
    }
    return undefined;
  }
}
