// moderncv, one template per style, written with the class's documented macros: \name, \title,
// \address, \phone, \email, \homepage, \social in the preamble; \section, \cventry, \cvitem and
// \cvitemwithcomment in the body. The "nosymbols" option (letters before contact details) keeps to
// the fonts Debian's base TeX has.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, languagePreamble, period, placeParts, skillLines, tex, type FontEncoding } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

export type ModerncvStyle = 'classic' | 'casual' | 'banking' | 'oldstyle' | 'fancy';

// The networks moderncv's \\social knows; a profile elsewhere is not printed.
export const SOCIAL: Record<string, string> = { LinkedIn: 'linkedin', GitHub: 'github', GitLab: 'gitlab', Twitter: 'twitter' };

/** The preamble's lines giving the person: \\name, \\title, \\address, \\phone, \\email, \\homepage, \\social. */
export function personalData({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const [first, ...last] = b.name.split(' ');
  const place = placeParts(b, language);
  const address = place.length === 3 ? place : [place[0]!, place[1] ?? '', ''];
  return `\\name{${tex(first!)}}{${tex(last.join(' '))}}
\\title{${tex(b.label)}}
\\address{${address.map(tex).join('}{')}}
\\phone[mobile]{${tex(b.phone)}}
\\email{${tex(b.email)}}
${b.url ? `\\homepage{${tex(bareUrl(b.url))}}` : ''}
${b.profiles
  .filter((p) => SOCIAL[p.network])
  .map((p) => `\\social[${SOCIAL[p.network]}]{${tex(p.username)}}`)
  .join('\n')}`;
}

function source(person: ProbePerson, style: ModerncvStyle, encoding: FontEncoding): string {
  const { resume, language } = person;
  const words = WORDS[language];
  const jobs = resume.work.map((w) => {
    const items = w.highlights.map((h) => `\\item ${tex(h)}`).join('\n');
    return `\\cventry{${period(w, language, 'years')}}{${tex(w.position)}}{${tex(w.name)}}{${tex(w.location)}}{}{%\n\\begin{itemize}\n${items}\n\\end{itemize}}`;
  });
  const schools = resume.education.map(
    (e) => `\\cventry{${period(e, language, 'years')}}{${tex(degreeOf(e))}}{${tex(e.institution)}}{}{}{}`,
  );
  return `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle[nosymbols]{${style}}
\\moderncvcolor{blue}
${languagePreamble(language, encoding, encoding === 'T1' ? 'lmodern' : undefined)}
\\usepackage[scale=0.8]{geometry}
${personalData(person)}
\\begin{document}
\\makecvtitle
\\section{${tex(words.profile)}}
\\cvitem{}{${tex(resume.basics.summary)}}
\\section{${tex(words.experience)}}
${jobs.join('\n')}
\\section{${tex(words.education)}}
${schools.join('\n')}
\\section{${tex(words.skills)}}
${skillLines(resume)
  .map(([group, list]) => `\\cvitem{${tex(group)}}{${tex(list)}}`)
  .join('\n')}
\\section{${tex(words.languages)}}
${resume.languages.map((l) => `\\cvitemwithcomment{${tex(l.language)}}{${tex(l.fluency)}}{}`).join('\n')}
\\end{document}
`;
}

export const moderncv = (style: ModerncvStyle, encoding: FontEncoding): Template => ({
  name: `moderncv-${style}`,
  shows: { ...SHOWS_ALL, profileNetworks: Object.keys(SOCIAL) },
  source: (person) => source(person, style, encoding),
});
