import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { languagesInProse } from '../../../lib/extract/heuristics/prose-languages.ts';

/** A CV whose profile says what it says, with or without a Languages section after it. */
const cv = (profile: string, ...languages: string[]) =>
  extractFromLines([
    { text: 'Nadia Verhoek', heading: true, size: 24 },
    { text: 'Process Engineer', size: 12 },
    { text: 'Profile', heading: true, size: 16 },
    { text: profile, size: 10 },
    ...(languages.length ? [{ text: 'Languages', heading: true, size: 16 }, ...languages.map((text) => ({ text, size: 10 }))] : []),
    { text: 'Experience', heading: true, size: 16 },
    { text: 'Process Engineer, Brindlewood Foods, 2019 - 2023', size: 10 },
  ]).languages;

describe('spoken languages told in prose', () => {
  it.each([
    ['Process engineer, fluent in English and German, with ten years in food plants.', ['English', 'German']],
    ['Process engineer who speaks English, Dutch and French.', ['English', 'Dutch', 'French']],
    ['Bilingual English/Spanish process engineer.', ['English', 'Spanish']],
    ["Ingénieure procédés, je parle couramment l'anglais et l'espagnol.", ['anglais', 'espagnol']],
    ['Verfahrensingenieurin, spreche fließend Englisch und Französisch.', ['Englisch', 'Französisch']],
    ['Ingeniera de procesos con dominio del inglés y del francés.', ['inglés', 'francés']],
    ['Ingegnere di processo, parlo inglese e tedesco in modo fluente.', ['inglese', 'tedesco']],
    ['Procesingenieur, spreek vloeiend Engels en Duits.', ['Engels', 'Duits']],
    ['Engenheira de processos, falo inglês e espanhol fluente.', ['inglês', 'espanhol']],
  ])('reads %s as %j when no section lists languages', (profile, languages) => expect(cv(profile)).toEqual(languages));

  it('reads no nationality, nor a language the person does not say they speak', () => {
    expect(languagesInProse(['French national, fluent in English.'])).toEqual(['English']);
    expect(languagesInProse(['Taught Spanish literature to adults for five years.'])).toEqual([]);
    expect(languagesInProse(['Native Android apps in Kotlin and Java.'])).toEqual([]);
  });

  it('reads a sentence wrapped over lines, and one in a miscellany, but none in a job', () => {
    const draft = (section: string, ...texts: string[]) =>
      extractFromLines([
        { text: 'Nadia Verhoek', heading: true, size: 24 },
        { text: 'Process Engineer', size: 12 },
        { text: 'Experience', heading: true, size: 16 },
        { text: 'Process Engineer, Brindlewood Foods, 2019 - 2023', size: 10 },
        { text: 'Trained staff, fluent in Dutch with the suppliers', size: 10 },
        { text: section, heading: true, size: 16 },
        ...texts.map((text) => ({ text, size: 10 })),
      ]).languages;
    expect(draft('Profile', 'Process engineer, fluent in English and', 'German, with ten years in food plants.')).toEqual([
      'English',
      'German',
    ]);
    expect(draft('Additional information', '• Driving licence', '• Fluente em português e proficiência profissional em inglês.')).toEqual([
      'português',
      'inglês',
    ]);
  });

  it('leaves the profile alone when a section lists the languages', () => {
    expect(cv('Process engineer, fluent in English and German.', 'Dutch (native)')).toEqual(['Dutch']);
  });
});
