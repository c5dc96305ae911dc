// A typed CV's sections: headings in the wording and setting drawn (bold, underlined, with a colon,
// numbered, over a rule, in a layout table's left column, typed in capitals or not), skills and
// languages as a comma list, "label: value" rows or a table of skill and level, hobbies, references.
import type { ProbeLanguage } from '../../theme-probe/persons.ts';
import { cell, p, para, row, run, table } from '../wml.ts';
import { TYPED_WORDS, WORDS, type Headings } from '../words.ts';
import type { Layout } from './grammar.ts';

export interface Section {
  title: string;
  content: string[];
}

/** The headings in the wording drawn: the language's usual one, its second, or one of the more people type. */
export function headingWords(layout: Layout, language: ProbeLanguage): Headings {
  const [first, second] = WORDS[language].headings;
  if (layout.headingWords === 'first') return first;
  if (layout.headingWords === 'second') return second;
  const typed = TYPED_WORDS[language];
  return {
    ...first,
    experience: typed.experienceHeadings[layout.seed % typed.experienceHeadings.length]!,
    education: typed.educationHeadings[layout.seed % typed.educationHeadings.length]!,
  };
}

/** A heading in the setting drawn; `k` its number among the sections, for the numbered setting. */
export function heading(text: string, k: number, layout: Layout): string {
  const typed = layout.headingCaps === 'typed' ? text.toLocaleUpperCase() : text;
  const props = { before: 12, after: 4, keepNext: true };
  switch (layout.headingSetting) {
    case 'underlined':
      return p(typed, { bold: true, underline: true }, props);
    case 'colon':
      return p(`${typed}:`, { bold: true }, props);
    case 'numbered':
      return p(`${k}. ${typed}`, { bold: true, size: layout.size + 1 }, props);
    case 'border':
      return p(typed, { bold: true, size: layout.size + 1 }, { ...props, borderBottom: true });
    case 'left-column':
      return p(typed, { bold: true }, { after: 0 });
    default:
      return p(typed, { bold: true, size: layout.size + 2 }, props);
  }
}

/** The skills and languages sections: a comma list each, "label: value" rows under one heading, or tables of skill and level. */
export function skillSections(
  { skills, languages }: { skills: string[]; languages: { language: string; fluency: string }[] },
  h: Headings,
  language: ProbeLanguage,
  layout: Layout,
  width: number,
): Section[] {
  const typed = TYPED_WORDS[language];
  const spoken = languages.map((l) => `${l.language} (${l.fluency})`).join(', ');
  if (layout.skills === 'comma')
    return [
      { title: h.skills, content: [p(skills.join(', '))] },
      { title: h.languages, content: [p(spoken)] },
    ];
  if (layout.skills === 'label-rows') {
    const rowOf = (label: string, value: string) => para(run(`${label}: `, { bold: true }) + run(value), { after: 0 });
    return [
      { title: typed.knowledge, content: [rowOf(WORDS[language].labels.digitalSkills, skills.join(', ')), rowOf(h.languages, spoken)] },
    ];
  }
  const half = Math.round(width / 2);
  const grid = (pairs: [string, string][]) =>
    table(
      [half, width - half],
      pairs.map(([a, b]) => row(cell(p(a, {}, { after: 0 }), { width: half }), cell(p(b, {}, { after: 0 }), { width: width - half }))),
    );
  return [
    { title: h.skills, content: [grid(skills.map((s, i) => [s, typed.levels[i % typed.levels.length]!]))] },
    { title: h.languages, content: [grid(languages.map((l) => [l.language, l.fluency]))] },
  ];
}

/** Hobbies and a "references on request" line, as the layout drew them. */
export function extraSections(language: ProbeLanguage, layout: Layout): Section[] {
  const typed = TYPED_WORDS[language];
  if (layout.extras === 'none') return [];
  const references = layout.extras === 'hobbies-references' ? [p(typed.referencesLine, { italic: true }, { before: 12 })] : [];
  return [{ title: typed.hobbies, content: [p(typed.hobbiesLine), ...references] }];
}
