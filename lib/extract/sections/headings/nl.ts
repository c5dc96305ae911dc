import type { HeadingWords } from './types.ts';

export const nl: HeadingWords = {
  headings: {
    experience: [
      'werkervaring', 'werkervaringen', 'ervaring', 'ervaringen', 'professionele ervaring', 'loopbaan', 'arbeidsverleden',
      'werkgeschiedenis', 'beroepservaring', 'relevante werkervaring', 'stages', 'stage ervaring', 'carrière',
      'werk', 'arbeidservaring', 'loopbaanoverzicht',
    ],
    education: [
      'opleiding', 'opleidingen', 'onderwijs', 'studie', 'opleiding training', 'scholing', 'opleidingen cursussen',
      'diploma s', 'diplomas', 'genoten opleidingen', 'genoten opleiding', 'vooropleiding', 'vooropleidingen', 'studies',
      'opleidingsachtergrond',
    ],
    skills: [
      'vaardigheden', 'competenties', 'kennis', 'kwalificaties', 'technische vaardigheden', 'ict vaardigheden',
      'computervaardigheden', 'computerkennis', 'vaardigheden competenties', 'kernkwaliteiten', 'kwaliteiten',
      'sterke punten', 'kerncompetenties', 'ict kennis', 'kennis vaardigheden', 'programmeertalen', 'software',
      'hulpmiddelen', 'technische kennis', 'persoonlijke vaardigheden',
    ],
    languages: [
      'talen', 'talenkennis', 'taalvaardigheid', 'taalvaardigheden', 'taal', 'taalkennis', 'vreemde talen',
    ],
    summary: [
      'profiel', 'over mij', 'samenvatting', 'persoonlijk profiel', 'doelstelling', 'introductie', 'profielschets',
      'wie ben ik', 'beroepsprofiel', 'persoonlijke samenvatting', 'inleiding',
    ],
    contact: [
      'contact', 'contactgegevens', 'persoonlijke gegevens', 'personalia', 'persoonsgegevens', 'gegevens',
      'contactinformatie', 'persoonlijke informatie',
    ],
    interests: ['interesses', 'hobbys', 'hobby s', 'hobby', 'vrije tijd'],
    other: [
      'projecten', 'project', 'vrijwilligerswerk',
      'certificaten', 'certificeringen', 'cursussen', 'trainingen', 'cursussen trainingen', 'publicaties', 'referenties',
      'prijzen', 'onderscheidingen', 'nevenactiviteiten', 'nevenfuncties', 'overig', 'overige', 'overige informatie',
      'rijbewijs', 'activiteiten', 'nevenactiviteiten',
    ],
  },
  fillers: ['en', 'mijn'],
};
