import { CEFR_LEVELS, SPOKEN_LANGUAGE_WORDS } from '../fields/spoken-languages/index.ts';
import { SKILL_LEAD_INS } from '../fields/skill-lead-ins.ts';
import { classifyHeading } from './sections.ts';
import { isDatePiece, isDurationAlone, isOnlyDates } from './dates.ts';
import { headsGroup } from './skill-groups.ts';
import { holdsPageNumber, isPageNumber } from './page-numbers.ts';
import { isSentence } from './skill-sentences.ts';
import { breaksWord, goesOnLowerCase, isCapitalised, joinBrokenWord } from './wrapped-words.ts';
import { memoByText } from './memo-by-text.ts';
import { foldKey, uniqueBy } from './text.ts';
import { bodyTextSize, stripBullet, withoutCellBullets, type TextLine } from './text-lines.ts';

const ITEM_SEPARATOR =
  /\s*(?:,|;|\||•|·|\u2027|\u25cf|\u2605|\u2606|\u25aa|\u25a0|\u25c6|\u25ba|\u2219|\u27a2|\u2756|\u25e6|\u2023|\u2043|\u25b8|\u27a4|\/\s|\s\/|\t|\s{3,})\s*/g;
const LABEL = /^[^:：]{1,40}[:：]\s*/;
const OPENING = new Set(['(', '[', '{', '（']);
const CLOSING = new Set([')', ']', '}', '）']);

/** Splits at list separators, never inside brackets: "DevOps (CMake, Debian), Go" → "DevOps (CMake, Debian)", "Go". */
export function splitItems(text: string): string[] {
  const depthAt: number[] = [];
  let depth = 0;
  for (const char of text) {
    if (OPENING.has(char)) depth++;
    else if (CLOSING.has(char)) depth = Math.max(0, depth - 1);
    depthAt.push(depth);
    // Surrogate pairs take two code units: keep indexes aligned with the string.
    if (char.length > 1) depthAt.push(depth);
  }
  const items: string[] = [];
  let start = 0;
  for (const match of text.matchAll(ITEM_SEPARATOR)) {
    if (depthAt[match.index] !== 0 || match[0].length === 0) continue;
    items.push(text.slice(start, match.index));
    start = match.index + match[0].length;
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}

const LANGUAGE_NAMES = new Set(SPOKEN_LANGUAGE_WORDS.flatMap((l) => l.names).map(foldKey));
const LONGEST_NAME = Math.max(...[...LANGUAGE_NAMES].map((n) => n.split(' ').length));
const LEVEL_PHRASES = new Set([...SPOKEN_LANGUAGE_WORDS.flatMap((l) => [...l.levels, ...l.fillers]), ...CEFR_LEVELS].map(foldKey));
const LONGEST_LEVEL = Math.max(...[...LEVEL_PHRASES].map((p) => p.split(' ').length));
// "Mother tongue(s)", "Langue(s) maternelle(s)", "Muttersprache(n)": a form's optional plural.
const PLURAL_MARK = /\((?:s|n|e|en|es)\)/gi;

/**
 * Whether a text says only how well (or in which respect) a language is spoken: "fluent", "C1+", "(langue maternelle)".
 * A form's optional plural is read both ways: "Langue(s) maternelle(s)" as the singular, "Autre(s) langue(s)" as the plural.
 */
function isLevelOnly(text: string): boolean {
  return isLevelPhrases(text.replace(PLURAL_MARK, '')) || isLevelPhrases(text.replace(PLURAL_MARK, (mark) => mark.slice(1, -1)));
}

function isLevelPhrases(text: string): boolean {
  const words = foldKey(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/\++$/, ''));
  for (let i = 0; i < words.length;) {
    if (/^\d*$/.test(words[i] ?? '')) {
      i++;
      continue;
    }
    let length = Math.min(LONGEST_LEVEL, words.length - i);
    while (length > 0 && !LEVEL_PHRASES.has(words.slice(i, i + length).join(' '))) length--;
    if (!length) return false;
    i += length;
  }
  return true;
}

// "Français : langue maternelle, lu, écrit, parlé" is the longest a language and its level get.
const MAX_LANGUAGE_ITEM_WORDS = 8;

/**
 * The spoken language a list item names, as written, when the rest of the item is its level
 * ("Français (courant)", "English: native", "Fluent in Spanish", "日本語（ネイティブ）"). Names not in
 * the lists are taken only when `unknownNames` allows.
 */
function languageOf(item: string, unknownNames: boolean): string | null {
  return unknownNames ? languageOfAnyName(item) : languageOfKnownName(item);
}

// Every line is asked whether it names a language, by the skills' and the languages' rules alike.
const languageOfAnyName = memoByText((item: string) => languageIn(item, true));
const languageOfKnownName = memoByText((item: string) => languageIn(item, false));

function languageIn(item: string, unknownNames: boolean): string | null {
  const words = item
    .replace(/[()（）[\]:：,;–—]/g, ' ')
    .replace(/\s-\s/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length > MAX_LANGUAGE_ITEM_WORDS) return null;
  for (let length = Math.min(LONGEST_NAME, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const name = words.slice(start, start + length).join(' ');
      const rest = [...words.slice(0, start), ...words.slice(start + length)].join(' ');
      if (LANGUAGE_NAMES.has(foldKey(name)) && isLevelOnly(rest)) return name;
    }
  }
  // "Tigrinya (fluent)": a name the lists lack is read only with its level beside it.
  const [name = ''] = words;
  const level = words.slice(1).join(' ');
  // Nor is the word for a language itself ("Langue maternelle :", "Sprache").
  // Nor a heading of a level grid, all level words ("Interacción oral", "Produzione orale").
  const unknown =
    unknownNames && /^\p{Lu}\p{Ll}+$/u.test(name) && !isLevelOnly(name) && !isLevelOnly(item) && classifyHeading(name) !== 'languages';
  // A level has words or a CEFR code: "January 1" is a date.
  return unknown && /\p{L}/u.test(level) && isLevelOnly(level) ? name : null;
}

/** Whether a label says what the languages after it are: a level ("Mother tongue:") or languages ("Langues :"). */
function labelsLanguages(label: string): boolean {
  return isLevelOnly(label) || classifyHeading(label.replace(/[:：]\s*$/, '')) === 'languages';
}

/**
 * The spoken languages a line lists, when it lists nothing else ("French\tC1\tC1", "Mother tongue: English",
 * "Languages: English (native), Spanish"): a group of skills named as languages.
 */
function languageLine(text: string): string[] | null {
  const items = splitItems(stripBullet(text)).flatMap((item) => {
    const labelled = LABEL.exec(item);
    return labelled && labelsLanguages(labelled[0]) ? [item.slice(labelled[0].length)] : [item];
  });
  const names: string[] = [];
  for (const item of items) {
    const name = languageOf(item, false);
    if (name) names.push(name);
    else if (!isLevelOnly(item)) return null;
  }
  return names;
}

/** Whether a bracket is left open at the end of a text: "Care (Triage, Wound" goes on on the next line. */
function opensBracket(text: string): boolean {
  return (text.match(/[(（]/g)?.length ?? 0) > (text.match(/[)）]/g)?.length ?? 0);
}

// Little words an item's name goes on after, or starts its wrapped part with: "Culture de cellules" / "de mammifères",
// "Transformation Digitale &" / "Automatisation des" / "Processus".
const LINKING = 'de|des|du|of|and|et|la|le|les|à|au|aux|en|for|in|the|und|der|die|das|für|y|e|di|da|del|do|dos';
const LINKING_END = new RegExp(`(?:\\s(?:${LINKING}|a|an|d['’]\\S*)|&)$`, 'iu');
const LINKING_START = new RegExp(`^(?:${LINKING}|d['’])\\s`, 'iu');
const LIST_SEPARATOR = /[,;|•·]/;

/** `• Cristallographie` / `  aux rayons X`: a line set in from its bullet, where the bullet's text starts, goes on with it. */
function hangsUnder(previous: TextLine, line: TextLine): boolean {
  return !!previous.bullet && previous.indent !== undefined && line.indent !== undefined && line.indent > previous.indent + 2;
}

/** One item of a list, one per line, whose name wrapped onto the next line (a narrow column). */
function wrapsOneItem(previous: string, line: string): boolean {
  if (LIST_SEPARATOR.test(previous) || LIST_SEPARATOR.test(line) || LABEL.test(line)) return false;
  return LINKING_END.test(previous) || LINKING_START.test(line);
}

/** `Python, Go, Distributed` + `Systems` → one line: a comma list that wrapped mid-item, or inside brackets. */
function joinWrappedLines(lines: TextLine[], capitalised: boolean): TextLine[] {
  const joined: TextLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const broken = previous && !line.bullet && breaksWord(previous.text, line.text);
    const wrapped =
      previous &&
      !line.bullet &&
      !line.text.includes('\t') &&
      // "Mar 2019 - Present" under "Lathe, Kiln, Loom": the next entry's dates, set flush right, end no item.
      !isOnlyDates(line.text) &&
      (opensBracket(previous.text) ||
        hangsUnder(previous, line) ||
        wrapsOneItem(stripBullet(previous.text), line.text) ||
        (goesOnLowerCase(line.text, capitalised) && !/[,;|•:：]$/.test(previous.text)) ||
        ((previous.text.match(/,/g)?.length ?? 0) >= 2 &&
          /[\p{L}\d+#]$/u.test(previous.text) &&
          !LABEL.test(line.text) &&
          (!/[,;|•]/.test(line.text) || previous.text.length > 70)));
    if (broken) joined[joined.length - 1] = { ...previous, text: joinBrokenWord(previous.text, line.text) };
    else if (wrapped) joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else joined.push(line);
  }
  return joined;
}

// "Digital<tab>Canva, Pronote": a group label in its own column before the items.
// A bullet opening the next cell is no list in it ("• Python<tab>• SQL"; "Sales<tab>• Tenders, CRM" is one).
const LABEL_COLUMN = /^([^\t,;|•]{1,30})\t(?=(?:[•·]\s*)?[^\t,;|•][^\t]*[,;|•])/;
// "Tools<tab>Docker": a row of two cells, the first short.
const TWO_CELLS = /^([^\t,;|•]{1,30})\t([^\t]+)$/;

/**
 * A list whose rows set a group's name in a column before its items ("Programming<tab>Python, SQL"): the
 * names in that column are labels also where a group holds one item ("Tools<tab>Docker"), though not where
 * the second cell is the first one's level ("Python<tab>Expert").
 */
function withoutLabelColumn(text: string, labelColumn: boolean): string {
  const cells = labelColumn ? TWO_CELLS.exec(text) : null;
  return cells?.[2] && !saysLevel(cells[2]) ? cells[2] : text.replace(LABEL_COLUMN, '');
}
// "2019", "2018 – 2020", "03/2021": dates are no skills; nor are links or a page footer's "©".
const NOT_A_SKILL = /^[\d\s./\-–—]+$|:\/\/|^\/\/|^www\.|^©|^(?:etc|usw|ecc|enz)\.*$/i;
// "Profile updated in 2025", "Mis à jour en 2024": a note that ends on when it was written, in words and a year.
const DATED_NOTE = /\S\s+\p{Ll}+\s+\p{Ll}{2,}\s+(?:19|20)\d{2}$/u;
/** "5 years", "+3 ans", "2 Jahre": how long a skill was practised, which names no skill. */
const isExperienceLength = (text: string) => isDurationAlone(text.replace(/^\+\s*/, ''));

/** Whether a list item is no skill: a date ("janvier 2025", "2018 – 2020"), a length of time, a dated note, a link, a page number. */
function isNotASkill(item: string): boolean {
  return (
    NOT_A_SKILL.test(item) ||
    DATED_NOTE.test(item) ||
    isPageNumber(item) ||
    isDatePiece(item) ||
    isOnlyDates(item) ||
    isExperienceLength(item)
  );
}
// "Operations (Demand planning, Transport management, Lean)": a group's items in brackets after its name.
const GROUP = /^[^()]{1,40}\((.+)\)$/;
// "Excel and PowerPoint" closing a comma list: two items.
const LAST_PAIR = /^(\S+(?:\s\S+)?)\s+(?:and|et|und|y|e)\s+(\S+(?:\s\S+)?)$/i;
// Dutch "Excel en PowerPoint", told from French "Travail en équipe" by the capitals of the names it joins.
const LAST_PAIR_EN = /^(\p{Lu}\S*(?:\s\S+)?)\s+en\s+(\p{Lu}\S*(?:\s\S+)?)$/u;

const MAX_ITEM_WORDS = 5;
const CAPITALISED = /^\p{Lu}/u;

// "Framework of Reference", "Ruby on Rails": a short lower-case word binds the words around it.
const LINKING_WORD = /(?:^| )\p{Ll}{1,2}(?= )/u;

/**
 * Keywords shown as chips lose their gaps in the page text ("Corporate law Litigation Due diligence
 * GDPR Contract drafting"): a run too long for one item, of capitalised words or phrases with nothing
 * between them, is read as that many items, each capital opening one.
 */
function splitGlued(text: string): string[] {
  const words = text.split(' ');
  if (words.length <= MAX_ITEM_WORDS || /[.!?]$|\(/.test(text) || LINKING_WORD.test(text)) return [text];
  const items: string[] = [];
  for (const word of words) {
    if (CAPITALISED.test(word) || !items.length) items.push(word);
    else items[items.length - 1] += ` ${word}`;
  }
  return items.length >= 3 ? items : [text];
}
// "Python (advanced)", "Java – expert": a level after the skill, in brackets or after a dash or colon.
const TRAILING_ASIDE = /\s*(?:[(（]([^()（）]*)[)）]|\s[-–—:]\s*([^-–—:]+))$/;

// "Python 90%", "Go (4/5)": a level given as a share or a mark out of five or ten.
const TRAILING_RATING = /\s+[(（]?(?:\d{1,3}\s?%|\d(?:[.,]\d)?\s?\/\s?(?:5|10))[)）]?$/;

/** "expert", "5 years", "avancé, 3 ans": how well or how long, each part of it. */
function saysLevel(aside: string): boolean {
  const parts = aside.split(/[,;]/).map((part) => part.trim());
  return /\p{L}/u.test(aside) && parts.every((part) => part && (isLevelOnly(part) || isExperienceLength(part)));
}

function withoutLevel(item: string): string {
  const rated = item.replace(TRAILING_RATING, '');
  if (rated !== item && /\p{L}/u.test(rated)) return rated;
  const aside = TRAILING_ASIDE.exec(item);
  return aside && saysLevel(aside[1] ?? aside[2] ?? '') ? item.slice(0, aside.index).trim() : item;
}

const LEAD_INS = new Set(Object.values(SKILL_LEAD_INS).flat());
const LONGEST_LEAD_IN = Math.max(...[...LEAD_INS].map((l) => l.split(' ').length));

/** "Experienced in Python" opening a sentence that lists skills: the skill, without the words leading to it. */
function withoutLeadIn(item: string): string {
  const words = item.split(/\s+/);
  for (let length = Math.min(LONGEST_LEAD_IN, words.length - 1); length >= 2; length--) {
    if (LEAD_INS.has(foldKey(words.slice(0, length).join(' ')))) return words.slice(length).join(' ');
  }
  return item;
}

// "Tools: Docker" after "Programming: Python, Go<tab>": a group's name within the row, before its first item.
const INNER_LABEL = /^(\S+(?:\s\S+){0,2})\s*[:：]\s*(\S.*)$/u;
const SPACED_DASH = /\s[-–—]\s/g;

/**
 * The items one part of a row holds: a group's name within the row left out ("Tools: Docker"), but a skill
 * before its level kept ("Go: intermediate"); items set apart by dashes alone, "Python – SQL – Airflow", apart.
 */
function partItems(part: string): string[] {
  const labelled = INNER_LABEL.exec(part);
  const item = labelled?.[1] && labelled[2] ? (saysLevel(labelled[2]) ? labelled[1] : labelled[2]) : part;
  return (item.match(SPACED_DASH)?.length ?? 0) >= 2 ? item.split(SPACED_DASH) : [item];
}

// Words a level after a skill has at most ("full professional proficiency"); longer is a key to levels.
const MAX_LEVEL_WORDS = 3;

// "Data – Python, SQL": a group's name set before its items with a dash, as with a colon.
const DASH_LABEL = /^[^:：,;|•()\t–—]{1,40}?\s[–—-]\s+(?=[^,;|•]+[,;|•])/u;

/** A group's name before its items, with its colon or dash: not a skill's level ("Python – expert, 5 years"). */
function groupLabel(text: string): string {
  const colon = LABEL.exec(text)?.[0];
  if (colon) return colon;
  const dash = DASH_LABEL.exec(text)?.[0] ?? '';
  const [first = ''] = splitItems(text.slice(dash.length));
  return dash && !saysLevel(first) ? dash : '';
}

/** The items one line of a list holds, as the document separates them. */
function lineItems(line: TextLine, labelColumn = false): string[] {
  const bare = stripBullet(withoutCellBullets(line.text));
  const label = groupLabel(bare);
  const afterLabel = bare.slice(label.length);
  // "Go: intermediate" is a skill and its level, not a group's name and its items.
  const levelled = label && /\p{L}/u.test(afterLabel) && afterLabel.split(/\s+/).length <= MAX_LEVEL_WORDS && isLevelOnly(afterLabel);
  const text = withoutLabelColumn(levelled ? label.replace(/[:：]\s*$/, '') : afterLabel, labelColumn);
  if (text.length > 300 || isSentence(splitItems(text).filter((item) => !isLevelOnly(item)))) return [];
  const parts = splitItems(text)
    .flatMap(partItems)
    .flatMap(splitGlued)
    .flatMap((part) => {
      const inner = GROUP.exec(part)?.[1];
      const grouped = inner ? splitItems(inner) : [];
      return grouped.length >= 3 ? grouped : [part];
    });
  const last = parts.length > 1 ? (LAST_PAIR.exec(parts.at(-1)!) ?? LAST_PAIR_EN.exec(parts.at(-1)!)) : null;
  if (last?.[1] && last[2]) parts.splice(-1, 1, last[1], last[2]);
  if (parts[0]) parts[0] = withoutLeadIn(parts[0]);
  return parts
    .map((part) =>
      withoutLevel(
        part
          .replace(/^(and|et)\s+/i, '')
          .replace(/[.]$/, '')
          .trim(),
      ),
    )
    .filter((item) => item && !isNotASkill(item) && item.split(' ').length <= MAX_ITEM_WORDS && /\p{L}|\d/u.test(item));
}

/**
 * Items of a skills list: `Languages: Go, Rust` → Go, Rust; one item per bullet otherwise. `bodySize`
 * is the section's body text size, which tells group titles (larger) from items.
 */
function listItems(lines: TextLine[], bodySize: number): string[] {
  // Group titles over the items ("◎Backend", an <h3>, a line ending in a colon, a bold line over items
  // that are not, a larger line that is not itself a label with its items) are labels, not skills.
  const hasItems = lines.some((l) => !l.heading);
  const hasBullets = lines.some((l) => l.bullet);
  const hasPlainItems = lines.some((l) => !l.bold);
  const isGroupTitle = (line: TextLine) =>
    /[:：]$/.test(line.text) ||
    (hasItems && !!line.heading) ||
    (hasPlainItems && !!line.bold && !line.bullet && !LIST_SEPARATOR.test(line.text)) ||
    (bodySize > 0 && (line.size ?? 0) > bodySize * 1.08 && (hasBullets || !/[:：(（]/.test(line.text)));
  const capitalised = isCapitalised(lines.map((line) => stripBullet(line.text)));
  // A group's name heads the lines after it: the lines of one group are joined apart from the next.
  const groups: TextLine[][] = [[]];
  lines.forEach((line, i) => {
    if (headsGroupAt(lines, i)) groups.push([]);
    else groups.at(-1)!.push(line);
  });
  const labelColumn = lines.some((line) => LABEL_COLUMN.test(stripBullet(line.text)));
  return uniqueBy(
    groups
      .flatMap((group) => joinWrappedLines(group, capitalised))
      .filter((line) => !isGroupTitle(line))
      .flatMap((line) => lineItems(line, labelColumn)),
    foldKey,
  );
}

/** Whether the line at `index` names a group of the lines after it ("Finance" over "Advanced" and "IFRS, Sage"). */
function headsGroupAt(lines: TextLine[], index: number): boolean {
  const line = lines[index]!;
  const after = lines.slice(index + 1).filter((l) => !isLevelOnly(stripBullet(l.text)));
  return headsGroup(line, splitItems(stripBullet(line.text)), after, lines[index - 1]);
}

// Pieces a PDF row sets apart at least to read as tags: two may be a name and its level or years set apart.
const MIN_SPACED_CHIPS = 3;

/**
 * A PDF row's tags, each set in its box: three pieces or more, and not a line of prose set wide (justified),
 * whose every word stands apart, ending a sentence or going on in lower case.
 */
function spacedChips(line: TextLine, fewer = false): string[] | undefined {
  const pieces = line.spaced ?? [];
  const prose = /[.!?]$/.test(line.text) || pieces.filter((piece) => /^\p{Ll}/u.test(piece)).length * 2 > pieces.length;
  // Two pieces are a name and its detail ("Glassblowing<gap>6 years", "Python<gap>Expert") unless both are names.
  const names = pieces.every((piece) => /^\p{L}/u.test(piece) && !isLevelOnly(piece));
  return pieces.length >= (fewer && names ? 2 : MIN_SPACED_CHIPS) && !prose ? pieces : undefined;
}

/**
 * Whether a list sets its items as tags in boxes: a row of three or more. Then a row of two pieces set apart in the
 * same type is two tags as well (the end of a row of tags wrapped), not a name and its level.
 */
const setsTags = (lines: TextLine[]) => (line: TextLine) => lines.some((other) => other.size === line.size && !!spacedChips(other));

/** Words a skill has at most, to tell a row of chips from a row of phrases. */
const MAX_CHIP_WORDS = 4;

/**
 * `<span>Airflow</span> <span>BigQuery</span> <span>Databricks</span>`: skills shown as chips, whose text
 * runs on in the page's text, listed apart. A row holding anything but short names is read as it stands.
 */
function withChipsApart(line: TextLine, amongTags = false): TextLine {
  const pieces = line.fields ?? spacedChips(line, amongTags);
  if (!pieces) return line;
  // "Systems (advanced):" before the chips names their group, and is no chip.
  const [first = '', ...rest] = pieces;
  const chips = /[:：]$/.test(first) && rest.length ? rest : pieces;
  // "Zabbix / Prometheus / Grafana": a chip naming alternatives; its spaced slashes are no words.
  const words = (chip: string) => chip.split(' ').filter((word) => word !== '/').length;
  if (chips.some((chip) => words(chip) > MAX_CHIP_WORDS || /[,;:|•]/.test(chip))) return line;
  return { ...line, text: chips.join(' | ') };
}

/**
 * A page's footer the reading ran into the list ("January 1, 2025<tab>© Acme, 2025<tab>Page 1 / 2"): the page
 * number with the page count, or a copyright cell, marks the whole line, whose date would read as an item.
 */
function isPageFooter(line: TextLine): boolean {
  return holdsPageNumber(line.text) || line.text.split('\t').some((cell) => cell.trim().startsWith('©'));
}

// Size of a superscript against the text it sits by, at most.
const SUPERSCRIPT_SIZE = 0.7;

/** "1<sup>er</sup> janvier": a superscript read as a line of its own, a few letters in much smaller type, is no item. */
function isSuperscript(line: TextLine, bodySize: number): boolean {
  return !!line.size && line.size < bodySize * SUPERSCRIPT_SIZE && /^\p{L}{1,3}$/u.test(line.text.trim());
}

/** Skills from a Skills section, and the spoken languages listed among them ("French\tC1", "Mother tongue: English"). */
export function readSkills(sectionLines: TextLine[]): { skills: string[]; languages: string[] } {
  const languages: string[] = [];
  const bodySize = bodyTextSize(sectionLines);
  const amongTags = setsTags(sectionLines);
  const lines = sectionLines
    .filter((line) => !isPageFooter(line) && !isSuperscript(line, bodySize))
    .map((line) => withChipsApart(line, amongTags(line)));
  const skillLines = lines.filter((line) => {
    const names = languageLine(line.text);
    if (names) languages.push(...names);
    return !names;
  });
  const skills = listItems(skillLines, bodyTextSize(lines)).filter((item) => !isLevelOnly(item));
  return { skills, languages: uniqueBy(languages, foldKey) };
}

/**
 * The known language names a text mentions, wherever they stand: "Français (Langue maternelle) Anglais (C1)".
 * Brackets after a named language tell about it: a name inside them is a certificate's ("Inglés B2 (First
 * Certificate in English)"), unless no language stands outside them.
 */
function namesIn(text: string): string[] {
  const outside = namesInWords(text.replace(/[(（][^()（）]*[)）]/g, ' '));
  return outside.length ? outside : namesInWords(text);
}

function namesInWords(text: string): string[] {
  const words = text
    // "English/French", "Anglais - B2 (certificate)": a slash or a spaced hyphen parts names and levels.
    .replace(/[()（）[\]:：,;–—/]/g, ' ')
    .replace(/\s-\s/g, ' ')
    // "English: Fluent (C1). Spanish: Basic (A2).": a full stop ends one language's item.
    .replace(/\.(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const names: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(LONGEST_NAME, words.length - start); length >= 1; length--) {
      const name = words.slice(start, start + length).join(' ');
      if (LANGUAGE_NAMES.has(foldKey(name))) {
        names.push(name);
        start += length - 1;
        break;
      }
    }
  }
  return names;
}

/**
 * A sentence telling how a language was learnt ("Five years of bilingual schooling (French, English)
 * in Taipei"): nine words or more, with fewer than one language name in four words. Not a list.
 */
function isProse(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
  return words >= 9 && namesIn(text).length * 4 < words;
}

/** Language names from a Languages section, without their levels; names not in the lists only beside known ones. */
export function parseLanguages(lines: TextLine[]): string[] {
  // Cells a tab sets apart may be another column's text run into the line.
  const cells = lines.flatMap((line) => stripBullet(line.text).split('\t'));
  const items = cells.filter((cell) => !isProse(cell)).flatMap(splitItems);
  const known = items.map((item) => {
    const name = languageOf(item, false);
    return name ? [name] : namesIn(item);
  });
  const unknownNames = known.some((names) => names.length);
  const names = items.flatMap((item, i) => (known[i]?.length ? known[i] : [languageOf(item, unknownNames)]));
  return uniqueBy(
    names.filter((n): n is string => !!n),
    foldKey,
  );
}

// Languages a cell names at least to read as a list of them without a heading: one name alone may be a nationality.
const MIN_UNHEADED_LANGUAGES = 2;

/**
 * Spoken languages listed without a heading ("German, English, Spanish" among a header's contact details):
 * the cells that name known languages, with their levels at most, and nothing else.
 */
export function unheadedLanguages(lines: TextLine[]): string[] {
  const cells = lines.flatMap((line) => stripBullet(line.text).split('\t'));
  const names = cells.flatMap((cell) => {
    const found = splitItems(cell).map((item) => languageOf(item, false));
    return found.length >= MIN_UNHEADED_LANGUAGES && found.every(Boolean) ? (found as string[]) : [];
  });
  return uniqueBy(names, foldKey);
}

/** Whether the items of a "Languages:" line are spoken languages (not programming languages). */
export function areHumanLanguages(text: string): boolean {
  const items = splitItems(text);
  return items.filter((item) => languageOf(item, false)).length >= items.length / 2 && items.length > 0;
}
