import type { EntryWords } from './types.ts';

export const ja: EntryWords = {
  months: {},
  present: ['現在', '現在に至る'],
  since: [],
  from: [],
  rangeWords: ['～', '〜', '~'],
  durationUnits: [],
  titles: [
    'エンジニア', '開発者', 'プログラマ', 'プログラマー', 'マネージャー', 'マネジャー', 'デザイナー', 'コンサルタント',
    'アナリスト', 'アーキテクト', 'リーダー', 'ディレクター', '講師', '研究員', '部長', '課長', '係長', '主任', '取締役',
    '社長', '代表',
  ],
  organisations: ['株式会社', '有限会社', '合同会社', '（株）', '(株)'],
  institutions: ['大学', '大学院', '高等学校', '高校', '専門学校', '高等専門学校', '短期大学', '学院'],
  degrees: ['学士', '修士', '博士', '準学士'],
  studyFields: [],
  titleLabels: [],
  organisationLabels: [],
  spaced: false,
};
