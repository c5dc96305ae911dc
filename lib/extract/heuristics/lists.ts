import { foldKey, uniqueBy } from './text.ts';
import { bodyTextSize, stripBullet, type TextLine } from './text-lines.ts';

const ITEM_SEPARATOR = /\s*(?:,|;|\||•|·|\u2027|\u25cf|\u25aa|\/\s|\s\/|\t|\s{3,})\s*/;
const LABEL = /^[^:：]{1,40}[:：]\s*/;

/** `Python, Go, Distributed` + `Systems` → one line: a comma list that wrapped mid-item. */
function joinWrappedLines(lines: TextLine[]): TextLine[] {
  const joined: TextLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const wrapped = previous && !line.bullet && (previous.text.match(/,/g)?.length ?? 0) >= 2 &&
      /[\p{L}\d+#)]$/u.test(previous.text) && !LABEL.test(line.text) &&
      (!/[,;|•]/.test(line.text) || previous.text.length > 70);
    if (wrapped) joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else joined.push(line);
  }
  return joined;
}

/** Items of a skills list: `Languages: Go, Rust` → Go, Rust; one item per bullet otherwise. */
export function parseListItems(lines: TextLine[], maxWords = 5): string[] {
  const items: string[] = [];
  // Group titles over bulleted items ("◎Backend", an <h3>) are set apart from the items: labels, not skills.
  const bodySize = bodyTextSize(lines);
  const isGroupTitle = (line: TextLine) => lines.some((l) => l.bullet) &&
    (line.heading || (bodySize > 0 && (line.size ?? 0) > bodySize * 1.08));
  for (const line of joinWrappedLines(lines)) {
    if (isGroupTitle(line)) continue;
    const text = stripBullet(line.text).replace(LABEL, '');
    if (text.length > 300) continue;
    for (const part of text.split(ITEM_SEPARATOR)) {
      const item = part.replace(/^(and|et)\s+/i, '').replace(/[.]$/, '').trim();
      if (item && item.split(' ').length <= maxWords && /\p{L}|\d/u.test(item)) items.push(item);
    }
  }
  return uniqueBy(items, foldKey);
}

const LEVEL = /\s*(?:[-–—:(]\s*)?(?:\(?\s*(?:native|mother tongue|bilingual|fluent|professional|working|proficiency|full|limited|elementary|basic|intermediate|advanced|conversational|upper|beginner|notions?|courant|langue maternelle|maternelle|bilingue|interm[ée]diaire|d[ée]butant|avanc[ée]|scolaire|professionnel|native speaker|[abc][12])\b.*)$/i;

// "Fluent in Spanish", "Native German": the level before the name.
const LEVEL_FIRST = /^(?:[Ff]luent|[Nn]ative|[Cc]onversational|[Pp]roficient|[Bb]asic|[Bb]ilingual)\s+(?:in\s+)?(?=\p{Lu})/u;
// "英語（ビジネス）": a level in brackets after the name, whatever its wording.
const BRACKETED_LEVEL = /\s*[(（][^)）]*[)）]\s*$/;

// "English: native, French: fluent": the language is the label, the level follows the colon.
const LANGUAGE_AND_LEVEL = /([\p{L}][\p{L}\d ]{1,25}?)\s*[:：]\s*[^,;\t]*/gu;

/**
 * A language table row ("English<tab>Fluent<tab>daily at work") keeps its first column and any other
 * column that names a known language ("English – C2<tab>French – B2"); labels lose their levels.
 */
function languageOnly(line: TextLine): TextLine {
  const [first = '', ...others] = line.text.split('\t');
  const text = [first, ...others.filter(areHumanLanguages)].join('\t');
  return { ...line, text: text.replace(LANGUAGE_AND_LEVEL, '$1') };
}

/** Language names from a Languages section, without their levels. */
export function parseLanguages(lines: TextLine[]): string[] {
  return parseListItems(lines.map(languageOnly), 8)
    .map((item) => item.replace(LEVEL_FIRST, '').replace(LEVEL, '').replace(BRACKETED_LEVEL, '').replace(/[\s(:–-]+$/, '').trim())
    // A capitalised name (English) or one in a script without case (日本語).
    .filter((lang) => /^[\p{Lu}\p{Lo}][\p{L}]+(?:\s[\p{L}]+)?$/u.test(lang));
}

const HUMAN_LANGUAGES = new Set([
  'english', 'french', 'spanish', 'german', 'italian', 'portuguese', 'dutch', 'arabic', 'chinese', 'mandarin',
  'cantonese', 'japanese', 'korean', 'russian', 'hindi', 'polish', 'swedish', 'norwegian', 'danish', 'finnish',
  'greek', 'turkish', 'hebrew', 'ukrainian', 'romanian', 'czech', 'hungarian', 'vietnamese', 'thai', 'bengali',
  'urdu', 'persian', 'farsi', 'tamil', 'catalan', 'basque', 'swahili', 'indonesian', 'malay', 'tagalog',
  'anglais', 'francais', 'espagnol', 'allemand', 'italien', 'portugais', 'neerlandais', 'arabe', 'chinois',
  'japonais', 'russe', 'polonais', 'coreen', 'turc', 'grec', 'hebreu', 'latin', 'breton', 'occitan',
]);

/** Whether the items of a "Languages:" line are spoken languages (not programming languages). */
export function areHumanLanguages(text: string): boolean {
  const names = parseLanguages([{ text }]).map((l) => foldKey(l).split(' ')[0] ?? '');
  return names.length > 0 && names.filter((n) => HUMAN_LANGUAGES.has(n)).length >= names.length / 2;
}
