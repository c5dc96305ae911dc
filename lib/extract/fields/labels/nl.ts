import type { HeaderWords } from './types.ts';

export const nl: HeaderWords = {
  labels: {
    name: ['naam', 'volledige naam', 'voor en achternaam', 'kandidaat'],
    firstName: ['voornaam', 'voornamen', 'roepnaam'],
    lastName: ['achternaam', 'familienaam'],
    position: ['functie', 'huidige functie', 'gewenste functie', 'beroep', 'titel', 'functietitel'],
    address: ['adres', 'woonplaats', 'plaats', 'postadres', 'woonadres', 'stad', 'locatie', 'postcode en woonplaats'],
    phone: ['telefoon', 'tel', 'telefoonnummer', 'mobiel', 'gsm', 'mobiele telefoon', 'mobiel nummer'],
    email: ['e-mail', 'email', 'mail', 'e-mailadres', 'emailadres'],
    birth: ['geboortedatum', 'geboorteplaats', 'geboren', 'geboren op', 'geboortedatum en plaats', 'geboren te'],
    nationality: ['nationaliteit'],
    licence: ['rijbewijs'],
    marital: ['burgerlijke staat', 'burgerlijke stand'],
    age: ['leeftijd'],
    gender: ['geslacht'],
  },
  personalWords: ['jaar', 'gehuwd', 'getrouwd', 'ongehuwd', 'samenwonend', 'kinderen', 'rijbewijs b'],
  streetWords: ['straat', 'str', 'laan', 'weg', 'plein', 'gracht', 'kade', 'singel', 'dreef', 'steenweg', 'lei', 'hof', 'pad', 'dijk', 'markt', 'postbus', 'bus'],
  documentTitles: ['cv', 'curriculum vitae', 'sollicitatie', 'sollicitatiebrief', 'levensloop'],
  refereeHeadings: ['referenties', 'referenten', 'aanbevelingen'],
  greetings: ['hoi, ik ben', 'hallo, ik ben', 'ik ben', 'mijn naam is', 'ik heet'],
};
