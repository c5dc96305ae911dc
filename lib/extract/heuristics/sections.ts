import { foldKey } from './text.ts';

export type SectionKind = 'experience' | 'education' | 'skills' | 'languages' | 'summary' | 'contact' | 'other';

// Headings in English, French and Japanese, folded (lower case, no accents, punctuation such as
// 【】 and ・ as spaces). A heading matches when its folded text equals one of these or starts with
// one followed by little else.
const HEADINGS: Record<SectionKind, string[]> = {
  experience: [
    'experience', 'experiences', 'work experience', 'professional experience', 'employment', 'employment history',
    'work history', 'career', 'career history', 'relevant experience', 'work', 'positions', 'professional background',
    'experience professionnelle', 'experiences professionnelles', 'parcours professionnel', 'parcours', 'emplois',
    'qualified experience', 'industry experience', 'technical experience', 'professional history', 'jobs',
    'selected experience', 'research experience', 'leadership experience', 'work experiences',
    '職歴', '職務経歴', '職務経験', '業務経歴', '実務経験', '経歴',
  ],
  education: [
    'education', 'academic background', 'academics', 'education and training', 'qualifications', 'studies',
    'academic history', 'formation', 'formations', 'diplomes', 'etudes', 'cursus', 'parcours academique',
    'education training', 'educational background', 'degrees', '学歴',
  ],
  skills: [
    'skills', 'technical skills', 'core skills', 'key skills', 'competencies', 'core competencies', 'expertise',
    'technologies', 'tech stack', 'tools', 'programming languages', 'skills and tools', 'top skills', 'abilities',
    'competences', 'competences techniques', 'savoir faire', 'outils', 'skills interests', 'skills and interests',
    'additional skills', 'programs', 'software', 'areas of expertise', 'technical proficiencies', 'stack',
    'スキル', '経験 スキル', '技術スキル', '保有スキル', 'テクニカルスキル', '開発スキル',
  ],
  languages: [
    'languages', 'language', 'language skills', 'spoken languages', 'langues', 'langues parlees', 'idiomas', 'sprachen',
    '語学', '言語', '語学力', '語学スキル',
  ],
  summary: [
    'summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'career objective', 'overview',
    'profil', 'a propos', 'presentation', 'executive summary', 'personal statement',
    '自己pr', '職歴要約', '職務要約', '志望動機', '志望の動機', '自己紹介', 'プロフィール',
  ],
  contact: [
    'contact', 'contact information', 'contact details', 'coordonnees', 'personal information', 'personal details',
    'informations personnelles', '連絡先',
  ],
  other: [
    'projects', 'personal projects', 'side projects', 'publications', 'awards', 'honors', 'honours', 'certifications',
    'certificates', 'interests', 'hobbies', 'activities', 'volunteering', 'volunteer experience', 'references',
    'achievements', 'courses', 'coursework', 'relevant coursework', 'centres d interet', 'loisirs', 'projets', 'benevolat',
    'extracurricular activities', 'leadership', 'talks', 'patents', 'research', 'teaching', 'memberships',
    'selected projects', 'open source', 'honors and awards', 'awards and honors', 'extra curricular', 'additional information',
    'presentations', 'extracurricular', 'accomplishments',
    // A rirekisho's combined history table (its 学歴 and 職歴 rows open the real sections), licences,
    // hobbies, wishes; part-time jobs and internships are listed apart from 職歴, as not employment history.
    '学歴 職歴', '免許 資格', '資格', '資格 特技', '免許', '趣味', '特技', '趣味 特技', '本人希望記入欄', '賞罰',
    'インターンシップ アルバイト', 'アルバイト', '活かせる経験 知識 技術等',
  ],
};

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) for (const n of names) LOOKUP.set(foldKey(n), kind);

// "Experience (selected)", "本人希望記入欄（特に給料…）": the aside is no part of the heading.
const PARENTHESIS = /[(（][^)）]*[)）]/g;
// A history table's header row: the year and month columns ("年 月 学歴・職歴") before the heading itself.
const TABLE_DATE_COLUMNS = /^(?:年 月|year month|annee mois) /;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The kind of section a heading line opens, or null when the line is not a heading. Beyond exact
 * headings, `prominent` lines (set apart by size, capitals or a colon) may match on their first or
 * last words ("Computer Engineering Experience"); ordinary lines ("Research Intern") may not.
 */
export function classifyHeading(text: string, prominent = true): SectionKind | null {
  if (text.length > 60) return null;
  const key = foldKey(text.replace(/[:：]\s*$/, '').replace(PARENTHESIS, ' ')).replace(/\band\b/g, ' ')
    .replace(TABLE_DATE_COLUMNS, '').replace(/\s+/g, ' ').trim();
  if (!key || key.split(' ').length > 5) return null;
  const exact = LOOKUP.get(key);
  if (exact) return exact;
  // Japanese headings run words together with 、 and ・: "志望の動機、特技、好きな学科…".
  if (CJK_START.test(key) && !text.includes('。')) return LOOKUP.get(key.split(' ')[0] ?? '') ?? null;
  // "Skills & Tools", "Experience (selected)", "Leadership and Work Experience", "Computer Engineering Experience";
  // looser guesses only for short lines without commas, as "Software Engineer, Acme" is no heading.
  // Nor is "Resumé title<tab>additional information": two texts side by side on one baseline.
  if (!prominent || text.includes(',') || text.includes('\t')) return null;
  const words = key.split(' ');
  const pairs = words.length <= 4 ? [words.slice(0, 2), words.slice(-2)] : [];
  const singles = [...(words.length <= 2 ? [words.slice(0, 1)] : []), ...(words.length <= 4 ? [words.slice(-1)] : [])];
  for (const guess of [...pairs, ...singles].map((w) => w.join(' '))) {
    const kind = LOOKUP.get(guess);
    if (kind) return kind;
  }
  return null;
}
