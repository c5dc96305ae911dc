import { describe, expect, it } from 'vitest';
import { findDateRange } from '../../../lib/extract/heuristics/dates.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { mergeHistoryRows } from '../../../lib/extract/heuristics/history-rows.ts';
import { classifyHeading } from '../../../lib/extract/heuristics/sections.ts';
import { asLocation } from '../../../lib/extract/heuristics/places.ts';
import { extractFixturePage } from './helpers.ts';

const lines = (texts: string[]) => texts.map((text) => ({ text }));

describe('Japanese CVs (rirekisho, shokumu keirekisho)', () => {
  it.each([
    ['学歴', 'education'],
    ['職歴', 'experience'],
    ['【職務経歴】', 'experience'],
    ['【経験・スキル】', 'skills'],
    ['【語学】', 'languages'],
    ['【自己PR】', 'summary'],
    ['年\t月\t免許・資格', 'other'],
    ['志望の動機、特技、好きな学科、アピールポイントなど', 'summary'],
    ['年 月 学歴・職歴(名別にまとめて書く)', 'other'],
  ])('knows the heading %s', (heading, kind) => expect(classifyHeading(heading)).toBe(kind));

  it('reads Japanese dates, table year/month columns and open ranges', () => {
    expect(findDateRange('2018年04月～ 現在')).toMatchObject({ start: '2018-04', end: null, current: true });
    expect(findDateRange('2014年04月～2018年03月')).toMatchObject({ start: '2014-04', end: '2018-03' });
    expect(findDateRange('2010 04 北嶺工業大学')).toMatchObject({ start: '2010-04', end: null });
  });

  it('reads an address starting with a prefecture as the location', () => {
    expect(asLocation('東京都渋谷区神宮前1-1-1')).toBe('東京都渋谷区神宮前1-1-1');
    expect(asLocation('東京都内（リモートワーク可能な環境を希望）')).toBeNull();
  });

  it('folds joined/left rows of a history table into one entry each', () => {
    expect(
      mergeHistoryRows(
        lines([
          '2014 04 株式会社A・エンジニア・入社',
          '2018 03 株式会社A・エンジニア・退社',
          '2018 04 B株式会社・リーダー・入社・現在に至る',
        ]),
      ).map((l) => l.text),
    ).toEqual(['株式会社A・エンジニア\t2014-04 – 2018-03', 'B株式会社・リーダー\t2018-04 – present']);
  });

  it('reads a rirekisho page: name, location, history table, details told twice, skills, languages', () => {
    const { candidate } = extractFixturePage('pages/rirekisho-ja.html', 'https://example.jp/rirekisho');
    expect(candidate.name.full).toBe('佐藤 健');
    expect(candidate.headline).toBeNull();
    expect(candidate.location).toBe('大阪府大阪市北区梅田2-2-2');
    expect(candidate.phones).toEqual(['+81612345678']);
    expect(candidate.experience.map((e) => [e.title, e.company, e.location, e.start, e.end, e.current])).toEqual([
      ['ソフトウェアエンジニア', '株式会社サンプル製作所', '大阪府大阪市', '2015-04', '2020-09', false],
      ['プロダクトマネージャー', 'テスト工業株式会社', '京都府京都市', '2020-10', null, true],
    ]);
    expect(candidate.education).toEqual([{ institution: '大阪大学', degree: '学士', field: null, start: '2011-04', end: '2015-03' }]);
    expect(candidate.skills).toEqual(['Go', 'TypeScript']);
    expect(candidate.languages).toEqual(['日本語', '英語']);
  });

  it('takes the phone country from a kana document that states no language', () => {
    expect(extractFromLines(lines(['森川 千尋', 'ふりがな もりかわ ちひろ', '電話 090-1234-5678'])).phones).toEqual(['+819012345678']);
  });
});
