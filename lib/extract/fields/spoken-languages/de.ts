import type { SpokenLanguageWords } from './types.ts';

export const de: SpokenLanguageWords = {
  names: [
    'Englisch', 'Französisch', 'Spanisch', 'Deutsch', 'Italienisch', 'Portugiesisch', 'Niederländisch', 'Holländisch',
    'Flämisch', 'Arabisch', 'Chinesisch', 'Mandarin', 'Kantonesisch', 'Japanisch', 'Koreanisch', 'Russisch', 'Hindi',
    'Polnisch', 'Schwedisch', 'Norwegisch', 'Dänisch', 'Finnisch', 'Isländisch', 'Griechisch', 'Türkisch', 'Hebräisch',
    'Ukrainisch', 'Rumänisch', 'Tschechisch', 'Slowakisch', 'Slowenisch', 'Kroatisch', 'Serbisch', 'Bosnisch', 'Bulgarisch',
    'Mazedonisch', 'Albanisch', 'Ungarisch', 'Estnisch', 'Lettisch', 'Litauisch', 'Vietnamesisch', 'Thailändisch',
    'Bengalisch', 'Urdu', 'Persisch', 'Farsi', 'Tamilisch', 'Katalanisch', 'Baskisch', 'Galicisch', 'Suaheli', 'Swahili',
    'Indonesisch', 'Malaiisch', 'Irisch', 'Gälisch', 'Walisisch', 'Bretonisch', 'Luxemburgisch', 'Maltesisch', 'Armenisch',
    'Georgisch', 'Aserbaidschanisch', 'Kasachisch', 'Berberisch', 'Kurdisch', 'Paschtu', 'Latein', 'Esperanto',
    'Afrikaans', 'Schweizerdeutsch', 'Gebärdensprache',
  ],
  levels: [
    'muttersprache', 'muttersprachlich', 'muttersprachler', 'zweisprachig', 'fließend', 'verhandlungssicher',
    'sehr gut', 'gut', 'gute kenntnisse', 'sehr gute kenntnisse', 'grundkenntnisse', 'kenntnisse', 'fortgeschritten',
    'anfänger', 'mittelstufe', 'grundlagen', 'basiswissen', 'wort und schrift', 'in wort und schrift', 'schulkenntnisse',
    'konversationssicher', 'fachkenntnisse', 'verstehen', 'sprechen', 'schreiben', 'hören', 'lesen',
    'an gesprächen teilnehmen', 'zusammenhängendes sprechen', 'niveau', 'stufe', 'kompetente sprachverwendung',
    'selbstständige sprachverwendung', 'elementare sprachverwendung', 'ger',
    'weitere sprachen', 'fremdsprachen', 'sonstige sprachen',
  ],
  fillers: ['und', 'oder', 'in', 'auf'],
};
