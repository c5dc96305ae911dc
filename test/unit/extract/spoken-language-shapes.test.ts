import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { parseLanguages, readSkills } from '../../../lib/extract/heuristics/lists.ts';

const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('spoken language shapes', () => {
  it.each([
    ['Anglais : courant (C1) – Espagnol : notions', ['Anglais', 'Espagnol']],
    ['Deutsch (Muttersprache), Englisch (verhandlungssicher)', ['Deutsch', 'Englisch']],
    ['Native: Dutch; Fluent: English, German', ['Dutch', 'English', 'German']],
    ['Moedertaal: Nederlands; Vloeiend: Engels, Duits', ['Nederlands', 'Engels', 'Duits']],
    ['Inglés – First Certificate (B2)', ['Inglés']],
    ['English (TOEIC 905)', ['English']],
    ['Anglais : TOEIC 905', ['Anglais']],
    ['ANGLAIS : courant, ESPAGNOL : scolaire', ['ANGLAIS', 'ESPAGNOL']],
    ['Inglese: ottimo (C1), Francese: scolastico', ['Inglese', 'Francese']],
    ['Inglês: fluente; Espanhol: básico', ['Inglês', 'Espanhol']],
    ['English ●●●●○', ['English']],
    ['Spanish ★★★☆☆', ['Spanish']],
    ['Englisch: sehr gute Kenntnisse, Französisch: Grundkenntnisse', ['Englisch', 'Französisch']],
    ['Englisch (C1, verhandlungssicher)', ['Englisch']],
    ['Latein (Latinum), Klassisches Griechisch (Graecum), Althebräisch (Hebraicum)', ['Latein', 'Klassisches Griechisch', 'Althebräisch']],
    ['Inglés: nivel avanzado (C1)', ['Inglés']],
    ['Inglés (Cambridge Advanced, C1)', ['Inglés']],
    ['English – IELTS 7.5', ['English']],
    ['Italiano: madrelingua', ['Italiano']],
    ['Spaans: goed', ['Spaans']],
    ['Allemand : lu, écrit, parlé', ['Allemand']],
    ['English - Bilingual proficiency', ['English']],
    ['Mother tongue: Polish', ['Polish']],
    ['Hollandais : courant', ['Hollandais']],
    ['Inglés B2 (First Certificate in English)', ['Inglés']],
    ['Deutsch C1 (Goethe-Zertifikat), Englisch C2 (Cambridge English: Proficiency)', ['Deutsch', 'Englisch']],
    ['Fluent English, conversational Spanish', ['English', 'Spanish']],
    ['English (Native or bilingual proficiency)', ['English']],
    ['German (Limited working proficiency)', ['German']],
    ['Spanish (Elementary proficiency)', ['Spanish']],
    ['English: C2 – Proficient', ['English']],
    ['Français courant, anglais intermédiaire', ['Français', 'anglais']],
    ['Englisch – gut in Wort und Schrift', ['Englisch']],
    ['Englisch (B2), Spanisch (Grundkenntnisse), Französisch (Schulkenntnisse)', ['Englisch', 'Spanisch', 'Französisch']],
    ['Inglés – Nivel C1 (Cambridge CAE)', ['Inglés']],
    ['Castellano: nativo; Catalán: nativo; Inglés: B2', ['Castellano', 'Catalán', 'Inglés']],
    ['Engels: uitstekend, Duits: redelijk, Frans: basis', ['Engels', 'Duits', 'Frans']],
    ['Inglese – livello B2 (First Certificate)', ['Inglese']],
    ['Inglês – avançado (TOEFL iBT 105)', ['Inglês']],
    ['English – full professional proficiency', ['English']],
    ['Anglais : niveau C1 (TOEIC 920)', ['Anglais']],
    ['Espagnol : bon niveau (séjour de 6 mois)', ['Espagnol']],
    ['English 5/5, French 3/5', ['English', 'French']],
    ['English 100%, German 60%', ['English', 'German']],
    ['Nederlands - moedertaal', ['Nederlands']],
    ['Duits - goed', ['Duits']],
    ['Tedesco (base)', ['Tedesco']],
    ['Spagnolo: conoscenza scolastica', ['Spagnolo']],
    ['Francês: conhecimentos básicos', ['Francês']],
    ['Alemão (A2)', ['Alemão']],
    ['English (native), Mandarin Chinese (conversational)', ['English', 'Mandarin Chinese']],
    ['Portugais brésilien (courant), Chinois mandarin (notions)', ['Portugais brésilien', 'Chinois mandarin']],
    ['Português europeu: nativo; Português brasileiro: fluente', ['Português europeu', 'Português brasileiro']],
  ])('reads %s as %j', (text, languages) => expect(parseLanguages(lines(text))).toEqual(languages));

  it.each([
    [['English\tC1\tC1\tC1\tC1\tC1', 'Spanish\tB1\tB2\tB1\tB1\tA2']],
    [['Language\tLevel', 'English\tFluent', 'Spanish\tIntermediate']],
    [
      [
        'Mother tongue(s)',
        'English',
        'Other language(s)',
        'UNDERSTANDING\tSPEAKING\tWRITING',
        'Listening\tReading\tSpoken production\tSpoken interaction',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
    [
      [
        'Langue(s) maternelle(s)',
        'English',
        'Autre(s) langue(s)',
        'COMPRENDRE\tPARLER\tÉCRIRE',
        'Écouter\tLire\tPrendre part à une conversation\tS’exprimer oralement en continu',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
    [
      [
        'Muttersprache(n)',
        'English',
        'Weitere Sprache(n)',
        'VERSTEHEN\tSPRECHEN\tSCHREIBEN',
        'Hören\tLesen\tAn Gesprächen teilnehmen\tZusammenhängendes Sprechen',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
    [
      [
        'Lengua(s) materna(s)',
        'English',
        'Otro(s) idioma(s)',
        'COMPRENDER\tHABLAR\tEXPRESIÓN ESCRITA',
        'Comprensión auditiva\tComprensión de lectura\tInteracción oral\tExpresión oral',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
    [
      [
        'Lingua madre',
        'English',
        'Altre lingue',
        'COMPRENSIONE\tPARLATO\tPRODUZIONE SCRITTA',
        'Ascolto\tLettura\tInterazione\tProduzione orale',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
    [
      [
        'Moedertaal',
        'English',
        'Andere talen',
        'BEGRIJPEN\tSPREKEN\tSCHRIJVEN',
        'Luisteren\tLezen\tProductie\tInteractie',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
    [
      [
        'Língua(s) materna(s)',
        'English',
        'Outra(s) língua(s)',
        'COMPREENDER\tFALAR\tESCREVER',
        'Compreensão oral\tLeitura\tInteração oral\tProdução oral',
        'Spanish',
        'B2\tB2\tB1\tB1\tB1',
      ],
    ],
  ])('reads the languages of a grid of levels, not its headings: %j', (texts) =>
    expect(parseLanguages(lines(...texts))).toEqual(['English', 'Spanish']),
  );

  it.each([
    [
      ['Skills', 'Python, SQL', 'Langues : Anglais (courant), Espagnol (notions)'],
      ['Anglais', 'Espagnol'],
    ],
    [
      ['Skills', 'Python, SQL', 'Idiomas: Inglés (C1), Francés (B1)'],
      ['Inglés', 'Francés'],
    ],
    [
      ['Skills', 'Python, SQL', 'Sprachen: Englisch (fließend), Französisch (Grundkenntnisse)'],
      ['Englisch', 'Französisch'],
    ],
    [
      ['Skills', 'Python, SQL', 'Languages: English (native), German (B2)'],
      ['English', 'German'],
    ],
    [
      ['Skills', 'Python, SQL', 'Talen: Nederlands, Engels, Duits'],
      ['Nederlands', 'Engels', 'Duits'],
    ],
    [
      ['Skills', 'Python, SQL', 'Lingue: Italiano (madrelingua), Inglese (B2)'],
      ['Italiano', 'Inglese'],
    ],
    [
      ['Skills', 'Python, SQL', 'Idiomas: Português (nativo), Inglês (avançado)'],
      ['Português', 'Inglês'],
    ],
    [
      ['Informations personnelles', 'Nationalité : française', 'Langues : anglais (courant), espagnol (notions)'],
      ['anglais', 'espagnol'],
    ],
    [
      ['Persönliche Daten', 'Staatsangehörigkeit: deutsch', 'Sprachen: Englisch (fließend), Französisch (Grundkenntnisse)'],
      ['Englisch', 'Französisch'],
    ],
    [
      ['Datos personales', 'Nacionalidad: española', 'Idiomas: Inglés (C1), Francés (B1)'],
      ['Inglés', 'Francés'],
    ],
    [
      ['Personal details', 'Nationality: German', 'Languages: English (native), German (B2)'],
      ['English', 'German'],
    ],
    [
      ['Persoonlijke gegevens', 'Nationaliteit: Nederlandse', 'Talen: Nederlands, Engels, Duits'],
      ['Nederlands', 'Engels', 'Duits'],
    ],
    [
      ['Competenze', 'Excel, SAP', 'Lingue', 'Italiano (madrelingua), Inglese (B2)'],
      ['Italiano', 'Inglese'],
    ],
    [
      ['Habilidades', 'Excel, SAP', 'Idiomas', 'Español (nativo)', 'Inglés (C1)'],
      ['Español', 'Inglés'],
    ],
    [
      ['Competências', 'Excel, SAP', 'Idiomas:', 'Português (nativo)', 'Inglês (avançado)'],
      ['Português', 'Inglês'],
    ],
    [
      ['Kenntnisse', 'Excel, SAP', 'Sprachen:', 'Deutsch (Muttersprache)', 'Englisch (C1)'],
      ['Deutsch', 'Englisch'],
    ],
    [
      ['Compétences', 'Excel, SAP', 'Langues :', 'Français (natif)', 'Anglais (C1)'],
      ['Français', 'Anglais'],
    ],
    [
      ['TALEN', 'NEDERLANDS\tMoedertaal', 'ENGELS\tVloeiend'],
      ['NEDERLANDS', 'ENGELS'],
    ],
    [
      ['LANGUES', 'ANGLAIS ●●●●○', 'ESPAGNOL ●●○○○'],
      ['ANGLAIS', 'ESPAGNOL'],
    ],
  ])('reads the languages of a section or group: %j', (texts, languages) => {
    const draft = extractFromLines([
      { text: 'Jane Doe', heading: true, size: 24 },
      ...texts.map((text, i) => (i === 0 ? { text, heading: true, size: 16 } : { text })),
      { text: 'Interests', heading: true, size: 16 },
      { text: 'Gardening, chess' },
    ]);
    expect(draft.languages).toEqual(languages);
  });

  it.each([
    [
      ['Language\tReading\tWriting\tSpeaking', 'English\tExcellent\tGood\tFair', 'German\tBasic\tBasic\tBasic'],
      ['English', 'German'],
    ],
    [
      ['English (native speaker)', 'French (working knowledge)'],
      ['English', 'French'],
    ],
    [
      ['ENGLISH – FLUENT', 'GERMAN – CONVERSATIONAL'],
      ['ENGLISH', 'GERMAN'],
    ],
    [['Bilingual English/French'], ['English', 'French']],
    [
      ['C1 English', 'B2 German'],
      ['English', 'German'],
    ],
    [['Native Dutch, fluent English'], ['Dutch', 'English']],
    [
      ['English', '●●●●●', 'Spanish', '●●●○○'],
      ['English', 'Spanish'],
    ],
    [
      ['English', 'Native', 'Spanish', 'B2 – Upper intermediate'],
      ['English', 'Spanish'],
    ],
    [
      ['Englisch\tC1 – Fließend', 'Französisch\tA2 – Grundkenntnisse'],
      ['Englisch', 'Französisch'],
    ],
    [['Espagnol (courant, 2 ans à Madrid)'], ['Espagnol']],
    [['Anglais (TOEIC : 850/990)'], ['Anglais']],
    [['English (IELTS 7.0/9)'], ['English']],
    [['Inglés: Advanced (C1) – Cambridge'], ['Inglés']],
    [
      ['Deutsch – Muttersprache', 'Englisch – C1 (TOEFL)'],
      ['Deutsch', 'Englisch'],
    ],
    [['Anglais - Niveau B2 (Linguaskill)'], ['Anglais']],
    [['Engels (Cambridge Proficiency)'], ['Engels']],
    [['Lingua inglese: livello B2'], ['inglese']],
    [
      ['English — elementary', 'Spanish — upper-intermediate', 'French — pre-intermediate'],
      ['English', 'Spanish', 'French'],
    ],
    [['English: Proficient user (C2)'], ['English']],
    [['Español: Lengua materna'], ['Español']],
    [['Néerlandais (langue maternelle), Anglais (C1)'], ['Néerlandais', 'Anglais']],
  ])('reads the languages of the lines %j', (texts, languages) => expect(parseLanguages(lines(...texts))).toEqual(languages));

  it.each([
    [['Langue maternelle : français ; Courant : anglais'], ['français', 'anglais']],
    [['Muttersprache: Deutsch | Fließend: Englisch'], ['Deutsch', 'Englisch']],
    [['Lengua materna: español. Otros idiomas: inglés (C1)'], ['español', 'inglés']],
    [
      ['Madrelingua: italiano', 'Altre lingue: inglese (B2), francese (A2)'],
      ['italiano', 'inglese', 'francese'],
    ],
    [
      ['Língua materna: português', 'Outras línguas: inglês (C1), espanhol (B1)'],
      ['português', 'inglês', 'espanhol'],
    ],
    [
      ['Moedertaal: Nederlands', 'Andere talen: Engels (C1), Frans (B1)'],
      ['Nederlands', 'Engels', 'Frans'],
    ],
    [['Anglais, espagnol et allemand'], ['Anglais', 'espagnol', 'allemand']],
    [['English and Spanish (fluent), French (basic)'], ['English', 'Spanish', 'French']],
    [['Englisch (sehr gut) und Französisch (gut)'], ['Englisch', 'Französisch']],
    [['Inglés (avanzado) y francés (básico)'], ['Inglés', 'francés']],
    [['Anglais – C1 | Allemand – B1'], ['Anglais', 'Allemand']],
    [['English: Fluent (C1). Spanish: Basic (A2).'], ['English', 'Spanish']],
  ])('reads the languages of a level-first or sentence-like list %j', (texts, languages) =>
    expect(parseLanguages(lines(...texts))).toEqual(languages),
  );

  it('reads no language from a nationality or a programming list', () => {
    expect(readSkills(lines('Languages: Python, Java, C++')).languages).toEqual([]);
  });
});
