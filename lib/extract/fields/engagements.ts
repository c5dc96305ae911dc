/**
 * Words naming the kind of engagement a job was, in the languages the extension reads: full or part
 * time, freelance, an internship ("Stage", "Praktikum", "Tirocinio", "Prácticas"), a contract's kind
 * ("CDI", "CDD"). As an alternation for a regular expression, matched without case.
 */
export const ENGAGEMENT_WORDS =
  'full[- ]time|part[- ]time|self[- ]employed|freelance|contract|internship|apprenticeship|seasonal|temps plein|temps partiel|indépendant|cdi|cdd|stage|alternance|vollzeit|teilzeit|selbstständig|praktikum|jornada completa|media jornada|autónomo|prácticas|(?:a )?tempo pieno|libero professionista|tirocinio|fulltime|parttime|zelfstandige?|tempo integral|meio período|autônomo|estágio';
