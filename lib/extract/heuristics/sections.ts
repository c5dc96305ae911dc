import { foldKey } from './text.ts';

export type SectionKind = 'experience' | 'education' | 'skills' | 'languages' | 'summary' | 'contact' | 'other';

// Headings in English and French, folded (lower case, no accents). A heading matches when its
// folded text equals one of these or starts with one followed by little else.
const HEADINGS: Record<SectionKind, string[]> = {
  experience: [
    'experience', 'experiences', 'work experience', 'professional experience', 'employment', 'employment history',
    'work history', 'career', 'career history', 'relevant experience', 'work', 'positions', 'professional background',
    'experience professionnelle', 'experiences professionnelles', 'parcours professionnel', 'parcours', 'emplois',
    'qualified experience', 'industry experience', 'technical experience', 'professional history', 'jobs',
    'selected experience', 'research experience', 'leadership experience', 'work experiences',
  ],
  education: [
    'education', 'academic background', 'academics', 'education and training', 'qualifications', 'studies',
    'academic history', 'formation', 'formations', 'diplomes', 'etudes', 'cursus', 'parcours academique',
    'education training', 'educational background', 'degrees',
  ],
  skills: [
    'skills', 'technical skills', 'core skills', 'key skills', 'competencies', 'core competencies', 'expertise',
    'technologies', 'tech stack', 'tools', 'programming languages', 'skills and tools', 'top skills', 'abilities',
    'competences', 'competences techniques', 'savoir faire', 'outils', 'skills interests', 'skills and interests',
    'additional skills', 'programs', 'software', 'areas of expertise', 'technical proficiencies', 'stack',
  ],
  languages: ['languages', 'language skills', 'spoken languages', 'langues', 'langues parlees', 'idiomas', 'sprachen'],
  summary: [
    'summary', 'profile', 'professional summary', 'about', 'about me', 'objective', 'career objective', 'overview',
    'profil', 'a propos', 'presentation', 'executive summary', 'personal statement',
  ],
  contact: ['contact', 'contact information', 'contact details', 'coordonnees', 'personal information', 'personal details', 'informations personnelles'],
  other: [
    'projects', 'personal projects', 'side projects', 'publications', 'awards', 'honors', 'honours', 'certifications',
    'certificates', 'interests', 'hobbies', 'activities', 'volunteering', 'volunteer experience', 'references',
    'achievements', 'courses', 'coursework', 'relevant coursework', 'centres d interet', 'loisirs', 'projets', 'benevolat',
    'extracurricular activities', 'leadership', 'talks', 'patents', 'research', 'teaching', 'memberships',
    'selected projects', 'open source', 'honors and awards', 'awards and honors', 'extra curricular', 'additional information',
    'presentations', 'extracurricular', 'accomplishments',
  ],
};

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) for (const n of names) LOOKUP.set(n, kind);

/**
 * The kind of section a heading line opens, or null when the line is not a heading. Beyond exact
 * headings, `prominent` lines (set apart by size, capitals or a colon) may match on their first or
 * last words ("Computer Engineering Experience"); ordinary lines ("Research Intern") may not.
 */
export function classifyHeading(text: string, prominent = true): SectionKind | null {
  if (text.length > 50) return null;
  const key = foldKey(text.replace(/[:：]\s*$/, '')).replace(/\band\b/g, ' ').replace(/\s+/g, ' ').trim();
  if (!key || key.split(' ').length > 5) return null;
  const exact = LOOKUP.get(key);
  if (exact) return exact;
  // "Skills & Tools", "Experience (selected)", "Leadership and Work Experience", "Computer Engineering Experience";
  // looser guesses only for short lines without commas, as "Software Engineer, Acme" is no heading.
  if (!prominent || text.includes(',')) return null;
  const words = key.split(' ');
  const pairs = words.length <= 4 ? [words.slice(0, 2), words.slice(-2)] : [];
  const singles = [...(words.length <= 2 ? [words.slice(0, 1)] : []), ...(words.length <= 4 ? [words.slice(-1)] : [])];
  for (const guess of [...pairs, ...singles].map((w) => w.join(' '))) {
    const kind = LOOKUP.get(guess);
    if (kind) return kind;
  }
  return null;
}
