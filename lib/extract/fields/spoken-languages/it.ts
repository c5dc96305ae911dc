import type { SpokenLanguageWords } from './types.ts';

export const it: SpokenLanguageWords = {
  names: [
    'Inglese', 'Francese', 'Spagnolo', 'Tedesco', 'Italiano', 'Portoghese', 'Olandese', 'Fiammingo', 'Arabo', 'Cinese',
    'Mandarino', 'Cantonese', 'Giapponese', 'Coreano', 'Russo', 'Hindi', 'Polacco', 'Svedese', 'Norvegese', 'Danese',
    'Finlandese', 'Greco', 'Turco', 'Ebraico', 'Ucraino', 'Rumeno', 'Romeno', 'Ceco', 'Slovacco', 'Sloveno', 'Croato',
    'Serbo', 'Bulgaro', 'Albanese', 'Ungherese', 'Estone', 'Lettone', 'Lituano', 'Vietnamita', 'Tailandese', 'Bengalese',
    'Urdu', 'Persiano', 'Catalano', 'Basco', 'Galiziano', 'Swahili', 'Indonesiano', 'Malese', 'Irlandese', 'Gallese',
    'Bretone', 'Sardo', 'Friulano', 'Ladino', 'Lussemburghese', 'Maltese', 'Armeno', 'Georgiano', 'Berbero', 'Curdo',
    'Latino', 'Esperanto', 'Lingua dei segni',
  ],
  levels: [
    'madrelingua', 'lingua madre', 'nativo', 'nativa', 'bilingue', 'fluente', 'ottimo', 'ottima', 'buono', 'buona',
    'discreto', 'discreta', 'sufficiente', 'scolastico', 'scolastica', 'base', 'di base', 'elementare', 'intermedio',
    'intermedia', 'avanzato', 'avanzata', 'esperto', 'esperta', 'professionale', 'livello', 'comprensione', 'parlato', 'produzione scritta',
    'ascolto', 'lettura', 'interazione', 'produzione orale', 'scritto', 'orale', 'utente avanzato', 'utente autonomo',
    'utente base', 'qcer',
    'altre lingue', 'lingue straniere',
  ],
  fillers: ['e', 'ed', 'o', 'in', 'di'],
};
