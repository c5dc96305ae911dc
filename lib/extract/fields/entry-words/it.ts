import type { EntryWords } from './types.ts';

export const it: EntryWords = {
  months: {
    gennaio: 1, gen: 1, febbraio: 2, feb: 2, marzo: 3, mar: 3, aprile: 4, apr: 4, maggio: 5, mag: 5, giugno: 6, giu: 6,
    luglio: 7, lug: 7, agosto: 8, ago: 8, settembre: 9, set: 9, sett: 9, ottobre: 10, ott: 10, novembre: 11, nov: 11,
    dicembre: 12, dic: 12,
  },
  present: ['attuale', 'oggi', 'in corso', 'presente', 'ad oggi', 'attualmente'],
  since: ['dal', 'dallo', 'da'],
  from: [],
  rangeWords: ['al', 'a', 'fino a'],
  durationUnits: ['anni', 'anno', 'mesi', 'mese'],
  titles: [
    'sviluppatore', 'sviluppatrice', 'programmatore', 'programmatrice', 'ingegnere', 'responsabile', 'direttore',
    'direttrice', 'dirigente', 'analista', 'consulente', 'tirocinante', 'tirocinio', 'stagista', 'stage', 'tecnico',
    'tecnica', 'impiegato', 'impiegata', 'addetto', 'addetta', 'coordinatore', 'coordinatrice', 'assistente', 'progettista',
    'fondatore', 'fondatrice', 'cofondatore', 'docente', 'insegnante', 'professore', 'professoressa', 'ricercatore',
    'ricercatrice', 'dottorando', 'dottoranda', 'assegnista', 'avvocato', 'commercialista', 'contabile', 'commerciale',
    'venditore', 'venditrice', 'infermiere', 'infermiera', 'medico', 'architetto', 'specialista', 'socio', 'libero professionista',
    'collaboratore', 'collaboratrice', 'operatore', 'operatrice', 'capo', 'amministratore', 'amministratrice', 'volontario',
  ],
  organisations: ['s.p.a.', 'spa', 's.r.l.', 'srl', 'gruppo', 'azienda', 'agenzia', 'banca', 'società', 'studio', 'fondazione', 'comune', 'ospedale', 'ministero'],
  institutions: [
    'università', 'universita', 'politecnico', 'istituto', 'liceo', 'scuola', 'accademia', 'facoltà', 'facolta',
    'conservatorio', 'ateneo', 'itis', 'iti', 'collegio', 'sapienza', 'bocconi',
  ],
  degrees: [
    'laurea', 'laurea triennale', 'laurea magistrale', 'laurea specialistica', 'dottorato', 'diploma', 'master', 'maturità',
    'maturita', 'perito', 'qualifica', 'attestato', 'certificazione', 'specializzazione',
  ],
  studyFields: [
    'informatica', 'ingegneria', 'matematica', 'fisica', 'chimica', 'biologia', 'economia', 'giurisprudenza', 'medicina',
    'psicologia', 'scienze', 'lettere', 'architettura', 'gestionale', 'elettronica', 'meccanica',
  ],
  titleLabels: ['ruolo', 'posizione', 'mansione', 'qualifica', 'funzione'],
  organisationLabels: ['azienda', 'società', 'datore di lavoro', 'cliente'],
  spaced: true,
};
