import type { HeaderWords } from './types.ts';

export const it: HeaderWords = {
  labels: {
    name: ['nome e cognome', 'nome completo', 'cognome e nome', 'nominativo', 'candidato', 'candidata'],
    firstName: ['nome'],
    lastName: ['cognome'],
    position: ['posizione', 'posizione attuale', 'posizione ricoperta', 'qualifica', 'professione', 'occupazione', 'ruolo', 'titolo', 'impiego ricercato', 'occupazione desiderata'],
    address: ['indirizzo', 'residenza', 'domicilio', 'città', 'luogo di residenza', 'località', 'recapito', 'residente a'],
    phone: ['telefono', 'tel', 'cellulare', 'cell', 'mobile', 'recapito telefonico', 'numero di telefono'],
    email: ['email', 'e-mail', 'posta elettronica', 'mail', 'indirizzo email', 'pec'],
    birth: ['data di nascita', 'luogo di nascita', 'nato a', 'nata a', 'nato il', 'nata il', 'luogo e data di nascita', 'data e luogo di nascita', 'nascita', 'codice fiscale'],
    nationality: ['nazionalità', 'cittadinanza'],
    licence: ['patente', 'patente di guida'],
    marital: ['stato civile'],
    age: ['età'],
    gender: ['sesso', 'genere'],
  },
  personalWords: ['anni', 'sposato', 'sposata', 'celibe', 'nubile', 'coniugato', 'coniugata', 'figli', 'figlio', 'figlia'],
  streetWords: ['via', 'viale', 'piazza', 'p.za', 'corso', 'largo', 'vicolo', 'strada', 'contrada', 'località', 'loc', 'piazzale', 'lungomare', 'borgo', 'frazione', 'interno', 'int', 'scala'],
  documentTitles: ['curriculum vitae', 'curriculum', 'candidatura', 'lettera di presentazione'],
  refereeHeadings: ['referenze', 'referenze professionali', 'referenti'],
  greetings: ['ciao, sono', 'ciao, io sono', 'sono', 'mi chiamo', 'io sono'],
};
