/**
 * The words one language uses around experience and education entries: month names and the words
 * of date ranges, and the words that tell a job title from an employer, a school from a degree.
 * Compared without case, except words written here with capitals (acronyms such as "MIT", "TU", "MA",
 * which match only in capitals); month names also without accents. Words match whole (not inside other
 * words), except in scripts written without spaces (Japanese); a word written `-schule` is the end
 * of a compound word ("Realschule", "Berufsschule").
 */
export interface EntryWords {
  /** Month names and abbreviations, each with its month number. */
  months: Record<string, number>;
  /** Seasons, which date a summer job or a term by its year ("Summer 2019", "Été 2018"). */
  seasons: string[];
  /** Words that end a range still running: "present", "aujourd'hui", "heute". */
  present: string[];
  /** Words before a start date that say it still runs: "since", "depuis", "seit". */
  since: string[];
  /** Words before the start of a range: "from", "de", "von". */
  from: string[];
  /** Words before a date still to come: "expected", "prévu", "voraussichtlich" ("Expected May 2026"). */
  expected: string[];
  /** Words between a month and its year: "de" ("septiembre de 2019", "março de 2020"). */
  monthYearJoiners: string[];
  /** Words between an organisation's name and its town: "à" ("Lycée Renoir à Lyon"), "in" ("Acme GmbH in Köln"), "em". */
  placeWords: string[];
  /** Words between the two dates of a range: "to", "bis", "hasta". */
  rangeWords: string[];
  /** Units of a duration printed beside the dates ("2 years 3 months", "2 ans 3 mois"). */
  durationUnits: string[];
  /** Numbers up to twelve in words, as a short duration is written out ("Vier Wochen", "six mois"). */
  countWords: string[];
  /**
   * Words a line of an entry's description opens on, beside English verbs in the past tense, which
   * are told by their ending: action verbs and their nouns ("Mise en place", "Entwicklung", "Desarrollé").
   */
  descriptionOpeners: string[];
  titles: string[];
  /** A business's legal form, as written after its name: "GmbH", "S.r.l.", "B.V.", "Lda.". */
  legalForms: string[];
  /** Words a unit of an organisation opens on, named after the organisation and a dash ("Acme Bank – Retail Division", "Stadtwerke Ulm – Abteilung Netze"). */
  organisationUnits: string[];
  /** Words a team within an organisation ends on ("Claims Modelling Team"); unlike a unit's, never a dash's sign ("Acme – Team Lead"). */
  organisationTeams: string[];
  organisations: string[];
  institutions: string[];
  degrees: string[];
  studyFields: string[];
  /** Words naming a student or a recent graduate ("étudiant", "PhD candidate"): a student's headline may name their school. */
  students: string[];
  /** Labels of an entry's title and of its employer, where a CV writes them ("Poste : …", "Empresa: …"). */
  titleLabels: string[];
  organisationLabels: string[];
  /** Labels of an employer's line of business, as forms such as Europass print them beside its value ("Business or sector Logistics"): a detail, no title. */
  sectorLabels: string[];
  /**
   * Labels of the rows of a form such as the older Europass CV, each set in a column beside its value
   * ("Dates<tab>2019 – 2021", "Name and address of employer<tab>Acme, Leeds"): the dates' label, the
   * degree's and the school's (the title's and the employer's are among `titleLabels` and
   * `organisationLabels`), and labels of rows that describe the entry ("Main activities and responsibilities").
   */
  formDateLabels: string[];
  formDegreeLabels: string[];
  formInstitutionLabels: string[];
  formDetailLabels: string[];
  /**
   * How a sentence about oneself tells one's job, on pages that write it as prose ("Currently I am a Senior Engineer at
   * Acme", "Je suis ingénieure chez Acme"): the words before the title for a job held now and for one held before,
   * the same told of the person by name or pronoun ("She is an Assistant Professor at …", `pronouns`), adverbs that may
   * stand beside them, the articles before the title, and the words between the title and the employer.
   */
  roleInProse: {
    now: string[];
    nowOfOthers: string[];
    before: string[];
    beforeOfOthers: string[];
    pronouns: string[];
    adverbs: string[];
    articles: string[];
    employerWords: string[];
    /** The words between a degree and its school in a sentence ("a PhD from the University of …", "presso l'Università …"). */
    schoolWords: string[];
  };
  /** False for scripts without spaces between words, where words match inside longer text. */
  spaced: boolean;
}
