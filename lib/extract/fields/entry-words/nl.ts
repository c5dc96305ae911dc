import type { EntryWords } from './types.ts';

export const nl: EntryWords = {
  months: {
    januari: 1, jan: 1, februari: 2, feb: 2, maart: 3, mrt: 3, april: 4, apr: 4, mei: 5, juni: 6, jun: 6, juli: 7, jul: 7,
    augustus: 8, aug: 8, september: 9, sept: 9, sep: 9, oktober: 10, okt: 10, november: 11, nov: 11, december: 12, dec: 12,
  },
  present: ['heden', 'nu', 'huidig', 'lopend', 'momenteel', 'vandaag'],
  since: ['sinds', 'vanaf'],
  from: ['van'],
  rangeWords: ['tot', 't/m'],
  durationUnits: ['jaar', 'jaren', 'maanden', 'maand', 'mnd'],
  titles: [
    'ontwikkelaar', 'programmeur', 'ingenieur', 'medewerker', 'medewerkster', 'adviseur', 'stagiair', 'stagiaire', 'stage',
    'leidinggevende', 'teamleider', 'projectleider', 'manager', 'directeur', 'eigenaar', 'oprichter', 'mede-oprichter',
    'docent', 'leraar', 'lerares', 'onderzoeker', 'promovendus', 'hoogleraar', 'verkoper', 'verkoopster', 'beheerder',
    'analist', 'consultant', 'coördinator', 'coordinator', 'assistent', 'verpleegkundige', 'arts', 'advocaat', 'boekhouder',
    'zelfstandige', 'zzp', 'zzp\'er', 'vrijwilliger', 'werkstudent', 'trainee', 'specialist', 'hoofd', '-ontwikkelaar',
    '-medewerker', '-adviseur', '-manager',
  ],
  organisations: ['bv', 'b.v.', 'nv', 'n.v.', 'vof', 'groep', 'bureau', 'gemeente', 'ziekenhuis', 'stichting', 'ministerie'],
  institutions: [
    'universiteit', 'hogeschool', 'academie', 'instituut', 'school', 'college', 'lyceum', 'gymnasium', 'faculteit',
    'tu delft', 'hbo', 'mbo', 'roc', 'vu', 'uva', 'kuleuven', 'ku leuven', '-school', '-universiteit', '-hogeschool',
  ],
  degrees: ['bachelor', 'master', 'doctoraal', 'propedeuse', 'diploma', 'havo', 'vwo', 'vmbo', 'mbo', 'hbo', 'wo', 'certificaat', 'doctoraat', 'promotie'],
  studyFields: ['informatica', 'bedrijfskunde', 'economie', 'rechten', 'geneeskunde', 'wiskunde', 'natuurkunde', 'scheikunde', 'psychologie', 'techniek', 'werktuigbouwkunde'],
  titleLabels: ['functie', 'rol', 'positie'],
  organisationLabels: ['bedrijf', 'werkgever', 'organisatie', 'opdrachtgever', 'klant'],
  spaced: true,
};
