import type { Rgb, TextStyle } from './text-fit.ts';

/** One thing drawn on the page; y is a text's baseline, a link's top. */
export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; style: TextStyle; align: 'left' | 'right' }
  | { kind: 'rule'; x1: number; x2: number; y: number; color: Rgb }
  | { kind: 'link'; x: number; y: number; width: number; height: number; url: string };

export interface Block {
  height: number;
  draw(top: number): DrawOp[];
}

/** A part of a section the fitting may keep or leave out; `count` is how many items it shows. */
export interface Unit extends Block {
  count: number;
}

/** A section as the fitting sees it: its heading, the parts it may keep, the note where it is cut. */
export interface SectionPlan {
  heading: Block;
  units: Unit[];
  /** Items beyond those measured: never shown, always counted as left out. */
  unmeasured: number;
  /** Units kept before other sections have had all the room they want: lists and text give way to entries. */
  firstUnits: number;
  /** What the page says where the section is cut, given how many items were left out. */
  note(leftOut: number): Block;
}

/**
 * How many units of each section the page keeps: one more of each in turn while the page has room,
 * first with lists and text held to a few lines, then without that limit.
 */
export function fitSections(plans: SectionPlan[], available: number): Block[] {
  const kept = plans.map(() => 0);
  const isCut = (plan: SectionPlan, k: number) => k < plan.units.length || plan.unmeasured > 0;
  const leftOut = (plan: SectionPlan, k: number) => plan.units.slice(k).reduce((sum, unit) => sum + unit.count, 0) + plan.unmeasured;
  const cost = (plan: SectionPlan, k: number) => {
    if (k === 0) return 0;
    const units = plan.units.slice(0, k).reduce((sum, unit) => sum + unit.height, 0);
    return plan.heading.height + units + (isCut(plan, k) ? plan.note(0).height : 0);
  };
  let used = 0;
  for (const firstPass of [true, false]) {
    for (let grew = true; grew;) {
      grew = false;
      plans.forEach((plan, i) => {
        const k = kept[i]!;
        if (k >= Math.min(plan.units.length, firstPass ? plan.firstUnits : Infinity)) return;
        const extra = cost(plan, k + 1) - cost(plan, k);
        if (used + extra > available) return;
        kept[i] = k + 1;
        used += extra;
        grew = true;
      });
    }
  }
  return plans.flatMap((plan, i) => {
    const k = kept[i]!;
    const note = isCut(plan, k) ? [plan.note(leftOut(plan, k))] : [];
    if (k > 0) return [plan.heading, ...plan.units.slice(0, k), ...note];
    // A section none of whose items fits still says what it left out, when its heading and note fit.
    if (!plan.units.length && !plan.unmeasured) return [];
    const onlyNote = plan.heading.height + plan.note(0).height;
    if (used + onlyNote > available) return [];
    used += onlyNote;
    return [plan.heading, ...note];
  });
}
