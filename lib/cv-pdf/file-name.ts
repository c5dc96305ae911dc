import type { Candidate } from '../extract/candidate.ts';
import { candidateName } from './content.ts';

// Latin letters that do not lose an accent to become ASCII.
const ASCII_SPELLINGS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
};
const MAX_NAME_LENGTH = 80;

/** "CV - Marie Dupont.pdf": the candidate's name in ASCII letters, digits, spaces, dots and hyphens; "CV.pdf" without one. */
export function cvFileName(candidate: Candidate): string {
  const name = candidateName(candidate)
    .replace(/[ßæÆœŒøØþÞðÐ]/g, (letter) => ASCII_SPELLINGS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 .-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .-]+|[ .-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return /[A-Za-z0-9]/.test(name) ? `CV - ${name}.pdf` : 'CV.pdf';
}
