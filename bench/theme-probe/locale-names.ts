// Month names and country names as each probe language writes them, for the probes' templates.
// Every probe prints them the same way, so they are kept once here.
import type { ProbeLanguage } from './persons.ts';

export const MONTH_NAMES: Record<ProbeLanguage, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
};

/** Countries by code, as the language names them. */
export const COUNTRY_NAMES: Record<ProbeLanguage, Record<string, string>> = {
  en: { GB: 'United Kingdom', IE: 'Ireland' },
  fr: { FR: 'France', BE: 'Belgique' },
  de: { DE: 'Deutschland', AT: 'Österreich' },
  es: { ES: 'España' },
  it: { IT: 'Italia' },
  nl: { NL: 'Nederland', BE: 'België' },
  pt: { PT: 'Portugal', BR: 'Brasil' },
};
