import type { DateRange } from './dates.ts';
import type { TextLine } from './text-lines.ts';

/** Header lines an entry has at most: title, organisation, place, dates. */
export const MAX_HEADER_LINES = 4;

/**
 * One job or degree: its header lines (title, company, dates…), its dates, whether description
 * followed, and whether its date range still waits for its end on a later line.
 */
export interface EntryBlock {
  header: string[];
  dates: DateRange | null;
  dateLine: number;
  sawBody: boolean;
  openEnd?: boolean;
}

export type Role = 'anchor' | 'head' | 'body';

/** A section line read for grouping: its role, and for anchors the dates they carry. */
export interface Item {
  line: TextLine;
  text: string;
  role: Role;
  dates: DateRange | null;
  openEnd: boolean;
}
