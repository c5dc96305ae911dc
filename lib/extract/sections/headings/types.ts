export type SectionKind = 'experience' | 'education' | 'skills' | 'languages' | 'summary' | 'contact' | 'interests' | 'other';
/**
 * The section headings of one language, as CV writers of that language set them (accents and case do
 * not matter: headings are compared folded). `other` lists the sections that are none of the named
 * kinds (projects, volunteering, certificates, references, publications): they close the
 * section before them. `fillers` are words a heading may carry that say nothing of its kind ("and",
 * "my"): "My Skills & Tools" reads as "skills tools".
 */
export interface HeadingWords {
  headings: Record<SectionKind, string[]>;
  fillers: string[];
}
