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

/** Months as each language abbreviates them in a CV ("Mar.", "janv.", "Okt."). */
export const SHORT_MONTHS: Record<ProbeLanguage, string[]> = {
  en: ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'Jun.', 'Jul.', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  es: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sept.', 'oct.', 'nov.', 'dic.'],
  it: ['gen.', 'feb.', 'mar.', 'apr.', 'mag.', 'giu.', 'lug.', 'ago.', 'set.', 'ott.', 'nov.', 'dic.'],
  nl: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'],
  pt: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'],
};

/** How each language writes a period in words: still running, from/to, the word for "now" and a length in years. */
export const PERIOD_WORDS: Record<
  ProbeLanguage,
  { present: string; since: string; from: string; to: string; years: (n: number) => string }
> = {
  en: { present: 'Present', since: 'Since', from: 'From', to: 'to', years: (n) => `${n} ${n === 1 ? 'year' : 'years'}` },
  fr: { present: "aujourd'hui", since: 'Depuis', from: 'De', to: 'à', years: (n) => `${n} an${n === 1 ? '' : 's'}` },
  de: { present: 'heute', since: 'seit', from: 'von', to: 'bis', years: (n) => `${n} ${n === 1 ? 'Jahr' : 'Jahre'}` },
  es: { present: 'actualidad', since: 'Desde', from: 'De', to: 'a', years: (n) => `${n} ${n === 1 ? 'año' : 'años'}` },
  it: { present: 'oggi', since: 'Dal', from: 'Dal', to: 'al', years: (n) => `${n} ${n === 1 ? 'anno' : 'anni'}` },
  nl: { present: 'heden', since: 'Sinds', from: 'Van', to: 'tot', years: (n) => `${n} jaar` },
  pt: { present: 'presente', since: 'Desde', from: 'De', to: 'a', years: (n) => `${n} ${n === 1 ? 'ano' : 'anos'}` },
};
