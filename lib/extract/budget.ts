import { sameNote, type ExtractionNote } from './notes.ts';

/** Limits for extraction on one page or document; hostile input stops early instead of hanging. */
export interface Limits {
  /** Wall-clock budget in milliseconds for the whole extraction. */
  timeMs: number;
  /** Elements visited by DOM walkers at most. */
  maxElements: number;
  /** Characters of one JSON-LD block read at most. */
  maxJsonLdChars: number;
  /** Characters kept from one text node. */
  maxTextNodeChars: number;
  /** Depth of DOM nesting walked at most. */
  maxDepth: number;
}

export const DEFAULT_LIMITS: Limits = {
  timeMs: 100,
  maxElements: 60_000,
  maxJsonLdChars: 1_000_000,
  maxTextNodeChars: 20_000,
  maxDepth: 256,
};

/** Tracks time spent and collects notes about anything skipped or cut short. */
export class Budget {
  readonly limits: Limits;
  readonly notes: ExtractionNote[] = [];
  private readonly deadline: number;

  constructor(
    limits: Partial<Limits> = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    this.deadline = now() + this.limits.timeMs;
  }

  expired(): boolean {
    return this.now() > this.deadline;
  }

  /** Milliseconds left before the deadline (negative once past it). */
  remaining(): number {
    return this.deadline - this.now();
  }

  /** Records what was skipped or cut short, once however often it happens. */
  note(note: ExtractionNote): void {
    if (!this.notes.some((known) => sameNote(known, note))) this.notes.push(note);
  }
}
