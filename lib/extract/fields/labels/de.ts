import type { HeaderWords } from './types.ts';

export const de: HeaderWords = {
  labels: {
    name: ['name', 'vollständiger name', 'vor- und nachname', 'vor- und zuname', 'bewerber', 'bewerberin'],
    firstName: ['vorname', 'vornamen', 'rufname'],
    lastName: ['nachname', 'familienname', 'zuname', 'geburtsname'],
    position: ['position', 'berufsbezeichnung', 'beruf', 'angestrebte position', 'gewünschte position', 'aktuelle position', 'tätigkeit', 'funktion', 'jobtitel'],
    address: ['adresse', 'anschrift', 'wohnort', 'wohnhaft in', 'straße', 'wohnadresse', 'ort', 'stadt', 'heimatadresse', 'postanschrift'],
    phone: ['telefon', 'tel', 'telefonnummer', 'handy', 'mobil', 'mobiltelefon', 'mobilnummer', 'festnetz', 'fon', 'mobile'],
    email: ['e-mail', 'email', 'mail', 'e-mail-adresse', 'emailadresse'],
    birth: ['geburtsdatum', 'geburtstag', 'geburtsort', 'geboren', 'geboren am', 'geburtsdatum und ort', 'geburtsdatum ort', 'geb', 'geburt'],
    nationality: ['staatsangehörigkeit', 'nationalität', 'staatsbürgerschaft'],
    licence: ['führerschein', 'führerscheinklasse', 'fahrerlaubnis'],
    marital: ['familienstand'],
    age: ['alter'],
    gender: ['geschlecht'],
  },
  personalWords: ['jahre', 'verheiratet', 'ledig', 'geschieden', 'verwitwet', 'kinder', 'kind', 'führerschein klasse b'],
  streetWords: ['straße', 'strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'ring', 'damm', 'ufer', 'chaussee', 'steig', 'pfad', 'hof', 'markt', 'postfach'],
  documentTitles: ['lebenslauf', 'tabellarischer lebenslauf', 'bewerbung', 'bewerbungsunterlagen', 'anschreiben'],
  refereeHeadings: ['referenzen', 'empfehlungen', 'referenzpersonen'],
  greetings: ['hallo, ich bin', 'hi, ich bin', 'ich bin', 'ich heiße', 'mein name ist'],
};
