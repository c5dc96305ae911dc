import { describe, expect, it } from 'vitest';
import { toWinAnsi, winAnsiLine } from '../../../lib/cv-pdf/win-ansi.ts';

describe('toWinAnsi', () => {
  it('keeps the accented letters of Western European languages as they are', () => {
    expect(toWinAnsi('Éloïse Çağlar Müller-Størmer, Œuvre à 100 €')).toBe('Éloïse Çaglar Müller-Størmer, Œuvre à 100 €');
  });

  it('writes Central European letters without the accent the fonts lack', () => {
    expect(toWinAnsi('Łukasz Żółć, Dvořák, Şenol, Erdős, Đorđević')).toBe('Lukasz Zólc, Dvorák, Senol, Erdos, Dordevic');
    expect(toWinAnsi('Šťastný Žaneta')).toBe('Štastný Žaneta');
  });

  it('spells Cyrillic and Greek names in Latin letters', () => {
    expect(toWinAnsi('Юлия Щербакова')).toBe('Yuliya Shcherbakova');
    expect(toWinAnsi('Олександр Їжак')).toBe('Oleksandr Izhak');
    expect(toWinAnsi('Γιώργος Παπαδόπουλος')).toBe('Giorgos Papadopoulos');
  });

  it('makes curly quotes, dashes and ellipses plain', () => {
    expect(toWinAnsi('“Lead” – it’s… great — really')).toBe('"Lead" - it\'s... great - really');
  });

  it('drops emoji, icons, soft hyphens and control characters, and marks letters it cannot spell', () => {
    expect(toWinAnsi('🚀 Founder\u00ad \u0007Builder \ue001')).toBe(' Founder Builder ');
    expect(toWinAnsi('山田 太郎')).toBe('?? ??');
  });

  it('spells out ligatures and full-width letters', () => {
    expect(toWinAnsi('ﬁnance ＡＢＣ')).toBe('finance ABC');
  });

  it('gives a one-line field its spaces collapsed', () => {
    expect(winAnsiLine('  Lyon,\n\tFrance\u00a0 ')).toBe('Lyon, France');
    expect(winAnsiLine(null)).toBe('');
  });
});
