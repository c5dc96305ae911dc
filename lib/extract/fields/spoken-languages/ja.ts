import type { SpokenLanguageWords } from './types.ts';

export const ja: SpokenLanguageWords = {
  names: [
    '日本語',
    '英語',
    '中国語',
    '韓国語',
    'フランス語',
    'ドイツ語',
    'スペイン語',
    'イタリア語',
    'ポルトガル語',
    'ロシア語',
    'オランダ語',
    'アラビア語',
    'ベトナム語',
    'タイ語',
    'インドネシア語',
    'ヒンディー語',
    '広東語',
    '北京語',
    'タガログ語',
  ],
  levels: ['ネイティブ', '母国語', 'ビジネス', 'ビジネスレベル', '日常会話', '日常会話レベル', '流暢', '初級', '中級', '上級', '堪能'],
  fillers: [],
  speaking: [],
  articles: [],
};
