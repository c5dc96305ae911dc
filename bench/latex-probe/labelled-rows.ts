// A Europass-like CV typed by hand as one long two-column tabular: a narrow left column of labels set
// flush right ("Dates", "Occupation", "Employer", in the person's language), the values to the right,
// section headings in capitals in the label column. Personal information first, as labelled rows.
// Helvetica in OT1 (no fontenc), so accented letters are a letter and an accent glyph. No headline,
// no summary, no profiles.
import type { ProbeLanguage, ProbePerson } from '../theme-probe/persons.ts';
import { degreeOf, href, languagePreamble, period, placeParts, skillLines, studyPeriod, tex } from './tex.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { WORDS } from './words.ts';

interface Labels {
  personal: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  dates: string;
  occupation: string;
  employer: string;
  qualification: string;
  institution: string;
}

const LABELS: Record<ProbeLanguage, Labels> = {
  en: {
    personal: 'Personal information',
    name: 'Name',
    address: 'Address',
    phone: 'Telephone',
    email: 'E-mail',
    website: 'Website',
    dates: 'Dates',
    occupation: 'Occupation',
    employer: 'Employer',
    qualification: 'Qualification',
    institution: 'Institution',
  },
  fr: {
    personal: 'Informations personnelles',
    name: 'Nom',
    address: 'Adresse',
    phone: 'Téléphone',
    email: 'Courriel',
    website: 'Site web',
    dates: 'Dates',
    occupation: 'Fonction',
    employer: 'Employeur',
    qualification: 'Diplôme',
    institution: 'Établissement',
  },
  de: {
    personal: 'Angaben zur Person',
    name: 'Name',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail',
    website: 'Webseite',
    dates: 'Zeitraum',
    occupation: 'Tätigkeit',
    employer: 'Arbeitgeber',
    qualification: 'Abschluss',
    institution: 'Bildungseinrichtung',
  },
  es: {
    personal: 'Información personal',
    name: 'Nombre',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    website: 'Página web',
    dates: 'Fechas',
    occupation: 'Puesto',
    employer: 'Empresa',
    qualification: 'Titulación',
    institution: 'Centro',
  },
  it: {
    personal: 'Informazioni personali',
    name: 'Nome',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    website: 'Sito web',
    dates: 'Date',
    occupation: 'Posizione',
    employer: 'Datore di lavoro',
    qualification: 'Qualifica',
    institution: 'Istituto',
  },
  nl: {
    personal: 'Persoonlijke gegevens',
    name: 'Naam',
    address: 'Adres',
    phone: 'Telefoon',
    email: 'E-mail',
    website: 'Website',
    dates: 'Periode',
    occupation: 'Functie',
    employer: 'Werkgever',
    qualification: 'Diploma',
    institution: 'Onderwijsinstelling',
  },
  pt: {
    personal: 'Informação pessoal',
    name: 'Nome',
    address: 'Morada',
    phone: 'Telefone',
    email: 'Correio eletrónico',
    website: 'Página web',
    dates: 'Datas',
    occupation: 'Função',
    employer: 'Empregador',
    qualification: 'Qualificação',
    institution: 'Instituição',
  },
};

const row = (label: string, value: string) => `${label} & ${value} \\\\`;
const sectionRow = (text: string) => `\\multicolumn{1}{@{}r}{\\bfseries\\MakeUppercase{${tex(text)}}} & \\\\[4pt]`;

function source({ resume, language }: ProbePerson): string {
  const b = resume.basics;
  const words = WORDS[language];
  const l = LABELS[language];
  const personal = [
    sectionRow(l.personal),
    row(tex(l.name), `\\textbf{${tex(b.name)}}`),
    row(tex(l.address), placeParts(b, language).map(tex).join(', ')),
    row(tex(l.phone), tex(b.phone)),
    row(tex(l.email), href(`mailto:${b.email}`, b.email)),
    b.url ? row(tex(l.website), href(b.url)) : '',
  ];
  const jobs = resume.work.flatMap((w) => [
    row(tex(l.dates), period(w, language, 'numeric')),
    row(tex(l.occupation), `\\textbf{${tex(w.position)}}`),
    row(tex(l.employer), `${tex(w.name)}, ${tex(w.location)}`),
    row('', `\\small ${w.highlights.map(tex).join(' ')}`),
    '[6pt]',
  ]);
  const schools = resume.education.flatMap((e) => {
    const dates = studyPeriod(e, language, 'numeric');
    return [
      dates ? row(tex(l.dates), dates) : '',
      row(tex(l.qualification), `\\textbf{${tex(degreeOf(e))}}`),
      row(tex(l.institution), tex(e.institution)),
      '[6pt]',
    ];
  });
  const rows = [
    ...personal,
    '[8pt]',
    sectionRow(words.experience),
    ...jobs,
    sectionRow(words.education),
    ...schools,
    sectionRow(words.skills),
    ...skillLines(resume).map(([group, list]) => row(tex(group), tex(list))),
    '[6pt]',
    sectionRow(words.languages),
    ...resume.languages.map((x) => row(tex(x.language), tex(x.fluency))),
  ].filter(Boolean);
  // A gap "[6pt]" is written onto the row before it.
  const body = rows.reduce<string[]>((out, r) => {
    if (r.startsWith('[')) out[out.length - 1] = `${out[out.length - 1]!.replace(/\\\\(\[\d+pt\])?$/, '')}\\\\${r}`;
    else out.push(r);
    return out;
  }, []);
  return `\\documentclass[10pt,a4paper]{article}
${languagePreamble(language, 'OT1', 'helvet')}
\\renewcommand{\\familydefault}{\\sfdefault}
\\usepackage{array,longtable}
\\usepackage[margin=1.8cm]{geometry}
\\usepackage[hidelinks]{hyperref}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\begin{document}
\\begin{longtable}{@{}>{\\raggedleft\\arraybackslash}p{4cm}@{\\hspace{0.6cm}}>{\\raggedright\\arraybackslash}p{12.2cm}@{}}
${body.join('\n')}
\\end{longtable}
\\end{document}
`;
}

export const labelledRows: Template = {
  name: 'labelled-rows',
  shows: { ...SHOWS_ALL, headline: false, profiles: false, summary: false },
  source,
};
