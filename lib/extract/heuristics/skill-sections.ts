import { hasEntryDate } from './dates.ts';
import { parseLanguages, splitItems } from './lists.ts';
import { classifyHeading, type Section } from './sections.ts';
import { bodyTextSize, stripBullet, type TextLine } from './text-lines.ts';

// Words a skill has at most; longer items are phrases or sentences.
const MAX_ITEM_WORDS = 5;
// Words a group's own name has at most ("Finance", "Project management").
const MAX_GROUP_NAME_WORDS = 3;

/** The items of a line: its chips, set apart on the page (HTML's inline fields, a PDF row's spaced tags), or its list. */
const itemsOf = (line: TextLine) =>
  line.fields?.length ? line.fields : line.spaced?.length ? line.spaced : splitItems(stripBullet(line.text));

/** One short item, or a row of them (chips, a comma list): no sentence, no date, no link or address. */
function isItemRow(line: TextLine): boolean {
  const text = stripBullet(line.text).trim();
  // A row of links is a list of profiles or projects.
  if (!text || line.links?.length || /[.!?:]$/.test(text) || /@|:\/\/|www\./i.test(text) || hasEntryDate(text)) return false;
  return itemsOf(line).every((item) => item.split(/\s+/).length <= MAX_ITEM_WORDS);
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
 * "Languages" over "Python", "Kotlin", "Rust": a group of programming languages, set as a heading of its own,
 * which names no spoken language. It heads the groups of skills set like it after it ("Data", "Office").
 */
function listsProgrammingLanguages(section: Section): boolean {
  const items = section.lines.flatMap(itemsOf);
  return (
    section.kind === 'languages' &&
    items.length >= 2 &&
    // "Languages" over "Interests", "Climbing": a section the reading ran on into, not a group.
    section.lines.every((line) => isItemRow(line) && !classifyHeading(line.text)) &&
    !parseLanguages(section.lines).length
  );
}

// Groups set as headings of their own around a Skills section with items, at least: one unknown section
// after a Skills list may be anything short ("Mobility", "Others"); two or more, set alike, are a layout's groups.
const MIN_FURTHER_GROUPS = 2;

/** Whether two sections' lines are set alike: in the same type size, where sizes are known. */
function setAlike(a: Section, b: Section): boolean {
  const size = (section: Section) => bodyTextSize(section.lines);
  return size(a) === size(b);
}

/**
 * "Office", "Tools", "Data" each set as a heading over a few items: a layout that names each group of skills
 * as a section, of which only one ("Tools") is a heading a list knows. The unknown groups right before and after
 * a Skills section made of items alone, set like it, when there are two of them or more.
 */
function groupsAround(sections: Section[], i: number): Section[] {
  const skills = sections[i]!;
  if (!skills.lines.length || !skills.lines.every(isItemRow)) return [];
  const isGroup = (section: Section | undefined) => !!section && isFurtherGroup(section) && setAlike(section, skills);
  const groups: Section[] = [];
  for (let j = i - 1; isGroup(sections[j]); j--) groups.push(sections[j]!);
  for (let j = i + 1; isGroup(sections[j]); j++) groups.push(sections[j]!);
  if (groups.length >= MIN_FURTHER_GROUPS) return groups;
  // "Tools" over "Git", "Jenkins" and "Data" over "Airflow", "Spark": one group beside Skills, its items laid out as
  // Skills lays out its own (one to a line, or as tags set apart in a row), is a group of the same list.
  const layout = itemLayout(skills);
  return layout ? groups.filter((group) => itemLayout(group) === layout) : [];
}

// Items one group lays out at least, to read as a list.
const MIN_LAID_OUT_ITEMS = 2;

/**
 * How a section lays out its items: one to a line ("Git" / "Jenkins"), or as tags set apart in rows (chips, a PDF
 * row's spaced tags); null for a list written out with commas or anything else.
 */
function itemLayout(section: Section): 'lined' | 'tags' | null {
  const { lines } = section;
  if (lines.length >= MIN_LAID_OUT_ITEMS && lines.every((line) => itemsOf(line).length === 1)) return 'lined';
  const tags = (line: TextLine) => (line.fields?.length ?? line.spaced?.length ?? 0) >= MIN_LAID_OUT_ITEMS;
  return lines.length && lines.every(tags) ? 'tags' : null;
}

/**
 * The lines of the Skills sections, with the groups that follow an empty one under names of their
 * own: a Skills heading with nothing under it but headings is the parent of those headings, and a
 * layout that sets each group's name ("Tools", "Finance", "Legal") as large as a section heading
 * splits Skills into sections, of which only a name a heading list knows reads as Skills.
 */
export function skillSectionLines(sections: Section[]): TextLine[] {
  const read = new Set<Section>();
  // Whether the sections read so far are groups under a Skills heading with nothing of its own under it.
  let inGroups = false;
  sections.forEach((section, i) => {
    if (section.kind === 'skills') {
      read.add(section);
      for (const group of groupsAround(sections, i)) read.add(group);
      if (!section.lines.length && sections[i + 1]) inGroups = true;
    } else if (listsProgrammingLanguages(section)) {
      read.add(section);
      inGroups = true;
      // Groups of skills set right before it, as their layout names no parent ("Office", "Data", then "Languages").
      for (let j = i - 1; j >= 0 && isFurtherGroup(sections[j]!); j--) read.add(sections[j]!);
    } else if (inGroups && isFurtherGroup(section)) read.add(section);
    else inGroups = false;
  });
  if (!read.size) for (const group of groupsWithoutParent(sections)) read.add(group);
  // A page's footer, read for the contacts it writes out, runs on after the last section: none of its lines is a skill.
  return sections
    .filter((section) => read.has(section))
    .flatMap((section) => section.lines)
    .filter((line) => !line.inFooter);
}

// "Langues : anglais courant", "Informatique : Pack Office": a row led by the name of a list, and what it lists.
const LIST_LABEL = /^([^:：]{2,40})[:：]\s*(\S.*)$/;

/**
 * Rows of a miscellany ("Divers", "Additional information", "Centres d'intérêt") that a list's name leads
 * ("• Langues : anglais courant", "• Informatique : Pack Office, SAP"), bulleted as they often are, so that
 * they did not open sections of their own: what they list, as skills or as spoken languages.
 */
export function labelledListRows(sections: Section[]): { skills: TextLine[]; languages: TextLine[] } {
  const rows = { skills: [] as TextLine[], languages: [] as TextLine[] };
  for (const section of sections) {
    const inSkills = section.kind === 'skills';
    if (section.kind !== 'other' && section.kind !== 'interests' && !inSkills) continue;
    // Each cell of a row apart: "Curriculum Vitae<tab>Talen: Nederlands, Engels" sets the list beside other text.
    for (const line of section.lines) {
      for (const cell of stripBullet(line.text).split('\t')) {
        const [, label = '', rest = ''] = LIST_LABEL.exec(cell.trim()) ?? [];
        const kind = label ? classifyHeading(label.trim()) : null;
        // In a skills list, a "Languages:" row naming spoken languages ("• Idiomas: Español e Inglés") gives them too; one
        // naming programming languages ("Languages: Python, C++") is the list's own.
        const spoken = kind === 'languages' && (!inSkills || parseLanguages([{ ...line, text: rest }]).length > 0);
        if (spoken || (kind === 'skills' && !inSkills)) rows[kind].push({ ...line, text: rest, bullet: false });
      }
    }
  }
  return rows;
}

// Items a group set as a section of its own holds at least, where no Skills heading names the groups.
const MIN_GROUP_ITEMS = 2;

/**
 * "Data" over "Pandas", "Tableau" and "Office" over "Excel", "Jira", with no Skills heading anywhere: two or more
 * sections in a row under names no heading list knows, set alike, each holding a few items and nothing else, are a
 * layout's groups of skills, whose parent heading it leaves out.
 */
function groupsWithoutParent(sections: Section[]): Section[] {
  const isGroup = (section: Section) => isFurtherGroup(section) && section.lines.flatMap(itemsOf).length >= MIN_GROUP_ITEMS;
  const groups: Section[] = [];
  let run: Section[] = [];
  const close = () => {
    if (run.length >= MIN_FURTHER_GROUPS) groups.push(...run);
    run = [];
  };
  for (const section of sections) {
    if (!isGroup(section) || (run.length && !setAlike(run[0]!, section))) close();
    if (isGroup(section)) run.push(section);
  }
  close();
  return groups;
}
