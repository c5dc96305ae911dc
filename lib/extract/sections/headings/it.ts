import type { HeadingWords } from './types.ts';

export const it: HeadingWords = {
  headings: {
    experience: [
      'esperienza', 'esperienze', 'esperienza lavorativa', 'esperienze lavorative', 'esperienza professionale',
      'esperienze professionali', 'percorso professionale', 'carriera', 'occupazione', 'impieghi', 'attività lavorativa',
      'attività professionale', 'esperienze di lavoro', 'esperienza di lavoro', 'tirocini', 'tirocinio', 'lavoro',
    ],
    education: [
      'istruzione', 'formazione', 'istruzione formazione', 'formazione istruzione', 'studi', 'percorso di studi',
      'percorso di studio', 'titoli di studio', 'titolo di studio', 'formazione accademica', 'percorso formativo',
      'percorso accademico', 'istruzione scolastica', 'studi compiuti',
    ],
    skills: [
      'competenze', 'competenza', 'competenze tecniche', 'competenze informatiche', 'competenze professionali',
      'competenze personali', 'capacità', 'capacità competenze', 'capacità competenze tecniche', 'capacità competenze personali',
      'capacità competenze informatiche', 'conoscenze', 'conoscenze informatiche', 'conoscenze tecniche', 'abilità', 'strumenti',
      'tecnologie', 'competenze digitali', 'competenze trasversali', 'competenze organizzative', 'punti di forza',
      'linguaggi di programmazione', 'altre competenze',
    ],
    languages: [
      'lingue', 'lingua', 'lingue straniere', 'conoscenze linguistiche', 'competenze linguistiche', 'lingue conosciute',
    ],
    summary: [
      'profilo', 'chi sono', 'su di me', 'sommario', 'profilo professionale', 'obiettivo', 'obiettivi', 'presentazione',
      'riepilogo', 'profilo personale', 'obiettivo professionale', 'introduzione',
    ],
    contact: [
      'contatti', 'contatto', 'informazioni personali', 'dati personali', 'recapiti', 'dati anagrafici', 'informazioni di contatto',
    ],
    interests: ['interessi', 'hobby', 'passioni', 'interessi personali', 'tempo libero'],
    other: [
      'progetti', 'progetto', 'progetti personali', 
      'volontariato', 'certificazioni', 'certificati', 'attestati', 'pubblicazioni', 'referenze', 'premi', 'riconoscimenti',
      'premi riconoscimenti', 'corsi', 'corsi di formazione', 'altre informazioni', 'ulteriori informazioni',
      'informazioni aggiuntive', 'patente', 'patente di guida', 'attività', 'attività extracurricolari', 'conferenze',
    ],
  },
  fillers: ['e', 'ed', 'le', 'mie', 'i', 'miei', 'il', 'mio', 'la', 'mia'],
};
