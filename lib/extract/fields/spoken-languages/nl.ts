import type { SpokenLanguageWords } from './types.ts';

export const nl: SpokenLanguageWords = {
  names: [
    'Engels', 'Frans', 'Spaans', 'Duits', 'Italiaans', 'Portugees', 'Nederlands', 'Vlaams', 'Fries', 'Arabisch', 'Chinees',
    'Mandarijn', 'Kantonees', 'Japans', 'Koreaans', 'Russisch', 'Hindi', 'Pools', 'Zweeds', 'Noors', 'Deens', 'Fins',
    'Grieks', 'Turks', 'Hebreeuws', 'Oekraïens', 'Roemeens', 'Tsjechisch', 'Slowaaks', 'Sloveens', 'Kroatisch', 'Servisch',
    'Bosnisch', 'Bulgaars', 'Albanees', 'Hongaars', 'Ests', 'Lets', 'Litouws', 'Vietnamees', 'Thais', 'Bengaals', 'Urdu',
    'Perzisch', 'Farsi', 'Catalaans', 'Baskisch', 'Swahili', 'Indonesisch', 'Maleis', 'Iers', 'Welsh', 'Luxemburgs',
    'Maltees', 'Armeens', 'Georgisch', 'Berbers', 'Koerdisch', 'Papiaments', 'Surinaams', 'Afrikaans', 'Latijn',
    'Esperanto', 'Gebarentaal',
  ],
  levels: [
    'moedertaal', 'tweetalig', 'vloeiend', 'uitstekend', 'zeer goed', 'goed', 'redelijk', 'matig', 'basis', 'basiskennis',
    'gevorderd', 'beginner', 'gemiddeld', 'professioneel', 'niveau', 'woord en geschrift', 'in woord en geschrift',
    'luisteren', 'lezen', 'spreken', 'schrijven', 'gesprekken voeren', 'begrijpen', 'mondeling', 'schriftelijk',
    'overige talen', 'andere talen', 'vreemde talen',
  ],
  fillers: ['en', 'of', 'in'],
};
