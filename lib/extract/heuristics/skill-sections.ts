import { hasEntryDate } from './dates.ts';
import { splitItems } from './lists.ts';
import { classifyHeading, type Section } from './sections.ts';
import { stripBullet, type TextLine } from './text-lines.ts';

// Words a skill has at most; longer items are phrases or sentences.
const MAX_ITEM_WORDS = 5;
// Words a group's own name has at most ("Finance", "Project management").
const MAX_GROUP_NAME_WORDS = 3;

/** One short item, or a row of them (chips, a comma list): no sentence, no date, no link or address. */
function isItemRow(line: TextLine): boolean {
  const text = stripBullet(line.text).trim();
  if (!text || /[.!?:]$/.test(text) || /@|:\/\/|www\./i.test(text) || hasEntryDate(text)) return false;
  const items = line.fields?.length ? line.fields : splitItems(text);
  return items.every((item) => item.split(/\s+/).length <= MAX_ITEM_WORDS);
}

/** A section under a name no list of headings knows ("Finance", "Legal"), holding nothing but items. */
function isFurtherGroup(section: Section): boolean {
  const heading = section.heading?.trim() ?? '';
  return (
    section.kind === 'other' &&
    !!heading &&
    heading.split(/\s+/).length <= MAX_GROUP_NAME_WORDS &&
    !classifyHeading(heading) &&
    section.lines.length > 0 &&
    section.lines.every(isItemRow)
  );
}

/**
 * The lines of the Skills sections, with the groups that follow one under names of their own: a
 * layout that sets each group's name ("Tools", "Finance", "Legal") as large as a section heading
 * splits Skills into sections, of which only a name a heading list knows reads as Skills.
 */
export function skillSectionLines(sections: Section[]): TextLine[] {
  const lines: TextLine[] = [];
  let inSkills = false;
  for (const section of sections) {
    if (section.kind === 'skills') inSkills = true;
    else if (!inSkills || !isFurtherGroup(section)) inSkills = false;
    if (inSkills) lines.push(...section.lines);
  }
  return lines;
}
