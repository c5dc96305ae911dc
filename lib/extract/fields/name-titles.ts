/**
 * Titles a person writes before their name on a CV, in the seven languages the reader knows: forms of
 * address and academic or professional titles ("Dipl.-Ing.", "Dott.ssa", "drs.", "Lic."). Each is
 * matched without case, with its closing dot where it has one. Titles that are also common words or
 * given names without their dot ("Ing", "Mag", "Sr") are listed with the dot, which they then need.
 */
const WITH_OR_WITHOUT_DOT = [
  // en, fr
  'dr',
  'mr',
  'mrs',
  'ms',
  'miss',
  'prof',
  'mme',
  'mlle',
  'm',
  // de
  'herr',
  'frau',
  // nl
  'drs',
  'dhr',
  'mevr',
  // es, pt
  'dra',
  'sra',
];

const WITH_DOT = [
  // de, at
  'dipl.-ing.',
  'dipl.-kfm.',
  'dipl.-kff.',
  'dipl.-inf.',
  'dipl.-psych.',
  'ing.',
  'mag.',
  // it
  'dott.',
  'dott.ssa',
  'avv.',
  'arch.',
  'geom.',
  'rag.',
  // es, pt
  'lic.',
  'licda.',
  'sr.',
  'eng.',
  'engª.',
  // nl
  'ir.',
  'ing.',
  'mr.',
  // degrees written before the name
  'b.sc.',
  'm.sc.',
  'b.a.',
  'm.a.',
];

/** Degrees a person writes after their name without a comma ("Jan Jansen MSc"); written as here, with capitals. */
export const POSTNOMINAL_DEGREES = ['MSc', 'BSc', 'PhD', 'MBA', 'MEng', 'BEng', 'LLM', 'LL.M.', 'M.Sc.', 'B.Sc.', 'Ph.D.', 'M.A.', 'B.A.'];

export const NAME_TITLES = { withOrWithoutDot: WITH_OR_WITHOUT_DOT, withDot: WITH_DOT };
