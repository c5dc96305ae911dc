import type { EntryWords } from './types.ts';

export const de: EntryWords = {
  months: {
    januar: 1, jan: 1, jänner: 1, jaenner: 1, februar: 2, feb: 2, märz: 3, maerz: 3, marz: 3, mär: 3, mrz: 3, april: 4,
    apr: 4, mai: 5, juni: 6, jun: 6, juli: 7, jul: 7, august: 8, aug: 8, september: 9, sept: 9, sep: 9, oktober: 10, okt: 10,
    november: 11, nov: 11, dezember: 12, dez: 12,
  },
  present: ['heute', 'bis heute', 'aktuell', 'jetzt', 'derzeit', 'laufend', 'gegenwärtig', 'dato', 'bis dato'],
  since: ['seit', 'ab'],
  from: ['von', 'vom'],
  rangeWords: ['bis'],
  durationUnits: ['jahre', 'jahr', 'monate', 'monat', 'mon'],
  titles: [
    'entwickler', 'entwicklerin', 'softwareentwickler', 'softwareentwicklerin', 'ingenieur', 'ingenieurin', 'leiter',
    'leiterin', 'teamleiter', 'teamleiterin', 'abteilungsleiter', 'abteilungsleiterin', 'projektleiter', 'projektleiterin',
    'berater', 'beraterin', 'geschäftsführer', 'geschäftsführerin', 'gründer', 'gründerin', 'mitgründer', 'mitgründerin',
    'praktikant', 'praktikantin', 'praktikum', 'werkstudent', 'werkstudentin', 'auszubildender', 'auszubildende', 'azubi',
    'mitarbeiter', 'mitarbeiterin', 'sachbearbeiter', 'sachbearbeiterin', 'referent', 'referentin', 'assistent',
    'assistentin', 'wissenschaftlicher', 'wissenschaftliche', 'doktorand', 'doktorandin', 'professor', 'professorin',
    'dozent', 'dozentin', 'lehrer', 'lehrerin', 'trainer', 'trainerin', 'verkäufer', 'verkäuferin', 'kaufmann', 'kauffrau',
    'techniker', 'technikerin', 'informatiker', 'informatikerin', 'fachinformatiker', 'fachinformatikerin', 'architekt',
    'architektin', 'analyst', 'analystin', 'spezialist', 'spezialistin', 'experte', 'expertin', 'koordinator',
    'koordinatorin', 'vorstand', 'inhaber', 'inhaberin', 'freiberufler', 'freiberuflerin', 'selbstständig', 'selbständig',
    'hilfskraft', 'studentische', 'tutor', 'tutorin', 'pfleger', 'pflegerin', 'krankenpfleger', 'arzt', 'ärztin',
    'rechtsanwalt', 'rechtsanwältin', 'steuerberater', 'buchhalter', 'buchhalterin', 'einkäufer', 'einkäuferin',
    'redakteur', 'redakteurin', 'gestalter', 'gestalterin', 'mechaniker', 'mechatroniker', 'elektriker', 'monteur',
  ],
  organisations: ['gmbh', 'ag', 'kg', 'ohg', 'ug', 'gbr', 'e.v.', 'mbh', 'konzern', 'gruppe', 'bank', 'klinikum', 'krankenhaus', 'stadtwerke', 'verlag', 'behörde', 'amt'],
  institutions: [
    'universität', 'universitaet', 'uni', 'hochschule', 'fachhochschule', 'technische universität', 'tu', 'fh', 'rwth',
    'lmu', 'gymnasium', 'realschule', 'gesamtschule', 'berufsschule', 'berufskolleg', 'akademie', 'schule',
    'kolleg', 'institut', 'fakultät', 'oberschule', 'hauptschule', 'fachoberschule', 'abendschule',
  ],
  degrees: [
    'abitur', 'allgemeine hochschulreife', 'fachhochschulreife', 'fachabitur', 'mittlere reife', 'realschulabschluss',
    'hauptschulabschluss', 'diplom', 'dipl.', 'bachelor', 'master', 'magister', 'staatsexamen', 'promotion', 'dr.',
    'ausbildung', 'berufsausbildung', 'meister', 'b.sc.', 'm.sc.', 'b.a.', 'm.a.', 'b.eng.', 'm.eng.', 'zertifikat',
    'abschluss', 'studium',
  ],
  studyFields: [
    'informatik', 'wirtschaftsinformatik', 'maschinenbau', 'elektrotechnik', 'betriebswirtschaftslehre', 'bwl',
    'volkswirtschaftslehre', 'vwl', 'mathematik', 'physik', 'chemie', 'biologie', 'rechtswissenschaft', 'jura', 'medizin',
    'psychologie', 'wirtschaftswissenschaften', 'ingenieurwissenschaften', 'germanistik', 'geschichte', 'soziologie',
  ],
  spaced: true,
};
