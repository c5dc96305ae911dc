import type { HeadingWords } from './types.ts';

// Japanese headings run words together with 、 and ・, which fold to spaces: "免許・資格" is '免許 資格'.
export const ja: HeadingWords = {
  headings: {
    experience: ['職歴', '職務経歴', '職務経験', '業務経歴', '実務経験', '経歴'],
    education: ['学歴'],
    skills: ['スキル', '経験 スキル', '技術スキル', '保有スキル', 'テクニカルスキル', '開発スキル'],
    languages: ['語学', '言語', '語学力', '語学スキル'],
    summary: ['自己pr', '職歴要約', '職務要約', '志望動機', '志望の動機', '自己紹介', 'プロフィール'],
    contact: ['連絡先'],
    interests: ['趣味', '趣味 特技'],
    // A rirekisho's combined history table (its 学歴 and 職歴 rows open the real sections), licences,
    // skills, wishes; part-time jobs and internships are listed apart from 職歴, as not employment history.
    other: [
      '学歴 職歴',
      '免許 資格',
      '資格',
      '資格 特技',
      '免許',
      '特技',
      '本人希望記入欄',
      '賞罰',
      'インターンシップ アルバイト',
      'アルバイト',
      '活かせる経験 知識 技術等',
    ],
  },
  fillers: [],
};
