import type { SpokenLanguageWords } from './types.ts';

export const en: SpokenLanguageWords = {
  names: [
    'English', 'French', 'Spanish', 'German', 'Italian', 'Portuguese', 'Dutch', 'Flemish', 'Arabic', 'Chinese', 'Mandarin',
    'Cantonese', 'Japanese', 'Korean', 'Russian', 'Hindi', 'Polish', 'Swedish', 'Norwegian', 'Danish', 'Finnish', 'Icelandic',
    'Greek', 'Turkish', 'Hebrew', 'Ukrainian', 'Romanian', 'Czech', 'Slovak', 'Slovenian', 'Croatian', 'Serbian', 'Bosnian',
    'Bulgarian', 'Macedonian', 'Albanian', 'Hungarian', 'Estonian', 'Latvian', 'Lithuanian', 'Vietnamese', 'Thai', 'Bengali',
    'Urdu', 'Punjabi', 'Persian', 'Farsi', 'Tamil', 'Telugu', 'Marathi', 'Gujarati', 'Catalan', 'Basque', 'Galician',
    'Swahili', 'Indonesian', 'Malay', 'Tagalog', 'Filipino', 'Irish', 'Gaelic', 'Welsh', 'Breton', 'Occitan', 'Corsican',
    'Luxembourgish', 'Maltese', 'Armenian', 'Georgian', 'Azerbaijani', 'Kazakh', 'Uzbek', 'Berber', 'Kabyle', 'Amharic',
    'Somali', 'Yoruba', 'Igbo', 'Hausa', 'Wolof', 'Lingala', 'Malagasy', 'Creole', 'Latin', 'Esperanto', 'Afrikaans',
    'Zulu', 'Xhosa', 'Nepali', 'Sinhala', 'Khmer', 'Lao', 'Burmese', 'Mongolian', 'Tibetan', 'Kurdish', 'Pashto', 'Dari',
    'Sign Language', 'British Sign Language', 'American Sign Language', 'Swiss German', 'Brazilian Portuguese',
  ],
  levels: [
    'native', 'native speaker', 'mother tongue', 'first language', 'bilingual', 'fluent', 'fluency', 'proficient',
    'proficiency', 'full professional proficiency', 'professional working proficiency', 'limited working proficiency',
    'elementary proficiency', 'native or bilingual proficiency', 'professional', 'working', 'working knowledge', 'business',
    'business level', 'full', 'limited', 'elementary', 'basic', 'basics', 'beginner', 'intermediate', 'upper intermediate',
    'pre intermediate', 'advanced', 'expert', 'conversational', 'good', 'very good', 'excellent', 'notions', 'level', 'school level',
    'understanding', 'listening', 'reading', 'speaking', 'spoken interaction', 'spoken production', 'writing', 'written',
    'spoken', 'oral', 'user', 'basic user', 'independent user', 'proficient user', 'cefr', 'toeic', 'toefl', 'ielts',
    'other languages', 'other language', 'foreign languages', 'mother tongues',
  ],
  fillers: ['and', 'or', 'in', 'of', 'with'],
};
