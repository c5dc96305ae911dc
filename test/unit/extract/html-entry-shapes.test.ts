import { describe, expect, it } from 'vitest';
import { extractHtml } from './helpers.ts';

describe('entries on hand-written CV pages', () => {
  it('reads a town after the organisation\'s name and the word for "in" as the place', () => {
    const html = `<html lang="fr"><body><h1>Élodie Marchal</h1><p>Technicienne réseaux</p><h2>Expérience</h2>
      <p>2019 – 2021 : <b>Technicienne</b> - Ardenval Habitat à Lyon</p><p>Gestion du parc informatique.</p>
      <p>2016 – 2019 : <b>Developer</b> - Kestrel Systems GmbH in Köln</p><p>Wartung der Server.</p>
      <h2>Formation</h2><p>2014 – 2016 : <b>BTS Systèmes numériques</b> - Lycée Marcel Renoir à Rennes</p>
      <p>2012 – 2014 : <b>Master in Finance</b> - Università di Castelmonte</p></body></html>`;
    const { candidate } = extractHtml(html);
    expect(candidate.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Technicienne', 'Ardenval Habitat', 'Lyon'],
      ['Developer', 'Kestrel Systems GmbH', 'Köln'],
    ]);
    expect(candidate.education.map((e) => [e.institution, e.degree])).toEqual([
      ['Lycée Marcel Renoir', 'BTS Systèmes numériques'],
      ['Università di Castelmonte', 'Master in Finance'],
    ]);
  });

  it('gives an entry whose dates come first its employer on the line after its title, at the end of the section', () => {
    const html = `<html lang="fr"><body><h1>Élodie Marchal</h1><p>Technicienne réseaux</p><h2>Expérience</h2>
      <p>2019 – 2021 :</p><p><b>Technicienne</b> - Ardenval Habitat</p><p>Gestion du parc informatique.</p>
      <p>2016 – 2019 :</p><p><b>Animatrice (vacances scolaires)</b><br/>Centres de loisirs de Brévanne</p></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Technicienne', 'Ardenval Habitat'],
      ['Animatrice (vacances scolaires)', 'Centres de loisirs de Brévanne'],
    ]);
  });

  it('reads the dates of labelled rows written with a colon ("Período: …"), after the description', () => {
    const html = `<html lang="pt"><body><h1>Renata Quaresma</h1><p>Analista de sistemas</p><h2>Experiências Profissionais</h2>
      <p><b>Empresa:</b> Tavorelli Sistemas Ltda.</p><p><b>Cargo:</b> Analista de Sistemas Pleno.</p>
      <p>- Manutenção de sistemas internos com boas práticas.</p>
      <p><b>Período:</b> 04/02/2021 até o momento.</p>
      <p><b>Empresa:</b> Grupo Corvelo S.A.</p><p><b>Cargo:</b> Assistente Administrativo.</p>
      <p><b>Período:</b> 12/05/2017 até 30/01/2021.</p></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company, e.start, e.end, e.current])).toEqual([
      ['Analista de Sistemas Pleno', 'Tavorelli Sistemas Ltda.', '2021-02', null, true],
      ['Assistente Administrativo', 'Grupo Corvelo S.A.', '2017-05', '2021-01', false],
    ]);
  });
});

describe('academic pages', () => {
  it('reads the positions an academic page names under headings of its own ("Current position", "Posizione attuale")', () => {
    const english = `<html lang="en"><body><h1>Chiara Ventimiglia</h1><p>Mathematician</p>
      <h2>Current position</h2><p>Associate Professor, Department of Mathematics, University of Valdorso</p>
      <h2>Research interests</h2><p>Calculus of variations, free boundary problems.</p></body></html>`;
    expect(extractHtml(english).candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Associate Professor', 'University of Valdorso'],
    ]);
    const italian = `<html lang="it"><body><h1>Chiara Ventimiglia</h1><p>Matematica</p>
      <h2>Posizione attuale</h2><p>Professoressa associata, Università di Valdorso</p>
      <h2>Interessi di ricerca</h2><p>Calcolo delle variazioni, problemi a frontiera libera.</p></body></html>`;
    expect(extractHtml(italian).candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Professoressa associata', 'Università di Valdorso'],
    ]);
  });

  it('reads the post a home page states under the name, where it lists no jobs: a title over its department and university', () => {
    const { candidate } = extractHtml(`<html lang="en"><body><header><h1>Maren Holloway</h1>
      <p>Assistant Professor</p><p>Department of Economics</p><p>University of Caldmoor</p>
      <p>Email: maren.holloway@caldmoor.example.edu</p></header>
      <h2>Research</h2><p>My research studies labour markets and migration.</p></body></html>`);
    expect(candidate.experience.map((e) => [e.title, e.company, e.current])).toEqual([
      ['Assistant Professor', 'University of Caldmoor', true],
    ]);
  });

  it("reads a home page's lines of credentials, posts and degrees, each a title and its organisation", () => {
    const { candidate } = extractHtml(`<html lang="es"><body><h1>Fabiola Merino</h1>
      <ul><li>Investigadora, Centro de Estudios Andinos <a href="https://cea.example.cl">↗</a></li>
      <li>Profesora adjunta, Universidad de Alcorna <a href="https://ua.example.cl">↗</a></li>
      <li>PhD en Ciencia Política, Universidad de Valdorso <a href="https://uv.example.edu">↗</a></li></ul>
      <p>fmerino [at] cea [dot] cl</p></body></html>`);
    expect(candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Investigadora', 'Centro de Estudios Andinos'],
      ['Profesora adjunta', 'Universidad de Alcorna'],
    ]);
    expect(candidate.education.map((e) => [e.institution, e.degree])).toEqual([['Universidad de Valdorso', 'PhD en Ciencia Política']]);
  });

  it("reads no post from a CV's header that names a title and a town", () => {
    const { candidate } = extractHtml(`<html lang="en"><body><h1>Jane Ferrow</h1><p>Data Engineer</p><p>Leeds, United Kingdom</p>
      <p>jane@ferrow.example.com</p><h2>Skills</h2><p>Python, SQL</p></body></html>`);
    expect(candidate.experience).toEqual([]);
  });

  it('gives a post set in its department the wider organisation as its employer, and keeps a town after an employer', () => {
    const { candidate } = extractHtml(`<html lang="en"><body><h1>Maren Holloway</h1><p>Economist</p><h2>Academic Positions</h2><ul>
      <li>2019–present: Assistant Professor, Department of Economics, University of Caldmoor</li>
      <li>2016–2019: Ricercatrice, Dipartimento di Fisica, Università di Valdorso</li>
      <li>2014–2016: Analyst, Kestrel Systems, Leeds</li></ul></body></html>`);
    expect(candidate.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Assistant Professor', 'University of Caldmoor', null],
      ['Ricercatrice', 'Università di Valdorso', null],
      ['Analyst', 'Kestrel Systems', 'Leeds'],
    ]);
  });

  it('reads a list of undated positions, each item a title and an organisation, as entries; not a list of tasks', () => {
    const html = `<html lang="en"><body><h1>Chiara Ventimiglia</h1><p>Mathematician</p>
      <h2>Appointments</h2><ul><li>Associate Professor, University of Valdorso</li>
      <li>Research Fellow, Institute for Advanced Computation</li></ul>
      <h2>Education</h2><ul><li>PhD in Mathematics, University of Castelmonte</li></ul></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Associate Professor', 'University of Valdorso'],
      ['Research Fellow', 'Institute for Advanced Computation'],
    ]);
    const tasks = `<html lang="en"><body><h1>Chiara Ventimiglia</h1><p>Mathematician</p>
      <h2>Experience</h2><ul><li>Taught calculus, algebra and geometry to first-year students.</li>
      <li>Organised the seminar, its speakers and its funding</li></ul></body></html>`;
    expect(extractHtml(tasks).candidate.experience).toEqual([]);
  });
});

describe('jobs told in sentences', () => {
  const about = (lang: string, text: string) =>
    extractHtml(`<html lang="${lang}"><body><h1>Jonah Pellew</h1><h2>About</h2><p>${text}</p></body></html>`).candidate.experience.map(
      (e) => [e.title, e.company, e.current],
    );

  it('reads the jobs an About page tells about its person, now and before, in the languages CVs are read in', () => {
    expect(
      about(
        'en',
        'Currently I am a Senior Engineer at Trelvik Labs, where I work on distributed storage. Previously, I was a Software Engineer at Coldharbour Analytics.',
      ),
    ).toEqual([
      ['Senior Engineer', 'Trelvik Labs', true],
      ['Software Engineer', 'Coldharbour Analytics', false],
    ]);
    expect(about('en', "I'm an Assistant Professor in the Department of Economics at the University of Caldmoor.")).toEqual([
      ['Assistant Professor', 'University of Caldmoor', true],
    ]);
    expect(
      about(
        'fr',
        'Je suis actuellement ingénieure logiciel chez Ardenval. Auparavant, j’ai travaillé comme développeuse chez Coliméa Conseil.',
      ),
    ).toEqual([
      ['ingénieure logiciel', 'Ardenval', true],
      ['développeuse', 'Coliméa Conseil', false],
    ]);
    expect(
      about('de', 'Ich arbeite als Softwareentwicklerin bei der Brennwald GmbH. Zuvor war ich Entwicklerin bei Kestrel Systems.'),
    ).toEqual([
      ['Softwareentwicklerin', 'Brennwald GmbH', true],
      ['Entwicklerin', 'Kestrel Systems', false],
    ]);
    expect(about('es', 'Actualmente soy profesora titular en la Universidad de Alcorna.')).toEqual([
      ['profesora titular', 'Universidad de Alcorna', true],
    ]);
    expect(about('it', 'Attualmente sono ricercatrice presso l’Istituto Nazionale di Calcolo Avanzato.')).toEqual([
      ['ricercatrice', 'Istituto Nazionale di Calcolo Avanzato', true],
    ]);
    expect(about('nl', 'Momenteel werk ik als data engineer bij Kestrel Systems.')).toEqual([['data engineer', 'Kestrel Systems', true]]);
    expect(about('pt', 'Trabalhei como analista no Grupo Corvelo.')).toEqual([['analista', 'Grupo Corvelo', false]]);
  });

  it('reads the jobs a biography tells of its person, by name or pronoun, and not those of anything else', () => {
    expect(
      about(
        'en',
        'Jonah Pellew is an Assistant Professor of Economics at the University of Caldmoor. Previously, he was a Postdoctoral Fellow at Westbrook University.',
      ),
    ).toEqual([
      ['Assistant Professor of Economics', 'University of Caldmoor', true],
      ['Postdoctoral Fellow', 'Westbrook University', false],
    ]);
    expect(about('fr', 'Il est maître de conférences à l’Université de Vernay.')).toEqual([
      ['maître de conférences', 'Université de Vernay', true],
    ]);
    expect(about('en', 'Our group is a research lab at Brackwater University.')).toEqual([]);
  });

  it('reads the schools a biography names with a degree, where the page lists none', () => {
    const schools = (lang: string, text: string) =>
      extractHtml(`<html lang="${lang}"><body><h1>Jonah Pellew</h1><h2>About</h2><p>${text}</p></body></html>`).candidate.education.map(
        (e) => e.institution,
      );
    expect(
      schools('en', 'He received his PhD in Economics from the University of Caldmoor in 2015 and a BA from Westbrook University.'),
    ).toEqual(['University of Caldmoor', 'Westbrook University']);
    expect(schools('it', 'Ha conseguito il dottorato in Fisica presso l’Università di Castelmonte.')).toEqual([
      'Università di Castelmonte',
    ]);
    expect(schools('nl', 'Ik behaalde mijn master aan de Universiteit van Leidendam.')).toEqual(['Universiteit van Leidendam']);
    expect(schools('en', 'I teach statistics at the University of Caldmoor.')).toEqual([]);
  });

  it('reads no job from a sentence that names none, nor where the page lists its jobs', () => {
    expect(about('en', 'I am a keen cyclist at heart and I am a member at the Chess Club.')).toEqual([]);
    const listed = extractHtml(`<html lang="en"><body><h1>Jonah Pellew</h1><h2>About</h2>
      <p>I was a Software Engineer at Coldharbour Analytics.</p><h2>Experience</h2>
      <p>Senior Engineer, Trelvik Labs</p><p>2021 – Present</p></body></html>`).candidate.experience;
    expect(listed.map((e) => [e.title, e.company])).toEqual([['Senior Engineer', 'Trelvik Labs']]);
  });
});

describe('an entry heading whose own words come before a part set apart in an element', () => {
  const page = (education: string, experience: string) =>
    `<html lang="en"><body><h1>Tamsin Arkwright</h1><p>Data Engineer</p><h2>Education</h2>${education}<h2>Experience</h2>${experience}</body></html>`;

  it('reads the degree before the school in <em>, and the title before the employer in <span>', () => {
    const html = page(
      '<h3>MSc Computer Science <em>University of Arden</em></h3><p>2016 – 2018</p><h3>Licence de physique <em>Université de Valcourt</em></h3><p>2013 – 2016</p>',
      '<h3>Data Engineer <span>Hollowmere Analytics</span></h3><p>2020 – present</p>',
    );
    const { candidate } = extractHtml(html);
    expect(candidate.education.map((e) => [e.degree, e.institution])).toEqual([
      ['MSc Computer Science', 'University of Arden'],
      ['Licence de physique', 'Université de Valcourt'],
    ]);
    expect(candidate.experience.map((e) => [e.title, e.company])).toEqual([['Data Engineer', 'Hollowmere Analytics']]);
  });

  it('keeps words leading into the part after them as one text ("Engineer at <a>Acme</a>", "Ingénieure chez <em>…</em>")', () => {
    const html = page(
      '<h3>MSc Computer Science, University of Arden</h3><p>2016 – 2018</p>',
      '<h3>Data Engineer at <a href="https://hollowmere.example">Hollowmere Analytics</a></h3><p>2020 – present</p><h3>Ingénieure chez <em>Brévanne Conseil</em></h3><p>2017 – 2020</p>',
    );
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Data Engineer', 'Hollowmere Analytics'],
      ['Ingénieure', 'Brévanne Conseil'],
    ]);
  });
});

describe('entry headers set by markup on hand-written pages', () => {
  it('reads a bold title and an italic employer joined by a bare hyphen, their years after them', () => {
    const html = `<html lang="es"><body><h1>Rodrigo Alcaraz Peña</h1><p>Getafe, Madrid, Spain | rodrigo@alcaraz.example.es</p>
      <h1>Experiencia</h1>
      <p><strong>Ingeniero</strong>-<em><a href="https://hidrotec.example.es">Hidrotec Instrumentos</a></em> (2003-2007)<br />
      <em>plc, matlab</em><br />Desarrollo de aplicaciones en PLCs y documentación.</p>
      <p><strong>Administrador de sistemas, desarrollador</strong>-<em>Marenostrum Sensores</em> (2007-2010)<br />
      Desarrollando aplicaciones web.</p></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Ingeniero', 'Hidrotec Instrumentos', '2003', '2007'],
      ['Administrador de sistemas, desarrollador', 'Marenostrum Sensores', '2007', '2010'],
    ]);
  });

  it('leaves out of the employer a description run in after the bracketed years and a colon', () => {
    const html = `<html lang="fr"><body><h1>Odile Varnier</h1><p>Lyon, France | odile.varnier@example.fr</p>
      <h2>Expérience professionnelle</h2><ul>
      <li><strong>Directrice – Marvelle Distribution (2020 – 2025)</strong>: 400 magasins, transformation omnicanale</li>
      <li><strong>Responsable achats – Brivane Textiles (2015 – 2018)</strong>: intégration de deux enseignes</li></ul></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Directrice', 'Marvelle Distribution', '2020', '2025'],
      ['Responsable achats', 'Brivane Textiles', '2015', '2018'],
    ]);
  });

  it("parts one dated list of schools and jobs under a heading naming both, each job's employer in brackets after its title", () => {
    const html = `<html lang="de"><body><h1>Jonas Wendelin</h1><h2>Backend Entwickler</h2><p>Hauptstraße 4, 79098 Freiburg</p>
      <h1>Bildungsweg & Arbeitserfahrung</h1>
      <div><h2>Nov 2021 -</h2><h3>Java Entwickler (Lindqvist IT)</h3><p>Mitarbeit in Projekten der Firma Oberrhein Robotik.</p></div>
      <div><h2>Apr 2016 - Feb 2021</h2><h3>Pfarrer (Landeskirche Nordmark)</h3><p>Gemeindearbeit in Lahr</p></div>
      <div><h2>Okt 2010 - Mär 2016</h2><h3>Kirchliches Examen in Theologie</h3><p>Studium in Freiburg</p></div>
      <div><h2>2008 - 2010</h2><h3>Theologisches Vorstudium (Studienzentrum Nordheide)</h3></div>
      <div><h2>2005 - 2008</h2><h3>Abitur (Gymnasium am Kaiserdom, Speyer)</h3></div></body></html>`;
    const { candidate } = extractHtml(html);
    expect(candidate.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Java Entwickler', 'Lindqvist IT', '2021-11', null],
      ['Pfarrer', 'Landeskirche Nordmark', '2016-04', '2021-02'],
    ]);
    expect(candidate.education.map((e) => [e.institution, e.degree, e.start])).toEqual([
      [null, 'Kirchliches Examen in Theologie', '2010-10'],
      ['Studienzentrum Nordheide', 'Theologisches Vorstudium', '2008'],
      ['Gymnasium am Kaiserdom, Speyer', 'Abitur', '2005'],
    ]);
  });

  it('keeps a bracket after one title alone as part of the title', () => {
    const html = `<html lang="en"><body><h1>Mara Quist</h1><h2>Experience</h2>
      <div><h3>Developer (Backend)</h3><p>Halloran Systems</p><p>2019 – 2022</p></div>
      <div><h3>Analyst</h3><p>Brackwell Partners</p><p>2016 – 2019</p></div></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company])).toEqual([
      ['Developer (Backend)', 'Halloran Systems'],
      ['Analyst', 'Brackwell Partners'],
    ]);
  });
  it("reads projects told within a job, each a name over its role in brackets, as that job's", () => {
    const html = `<html lang="pt"><body><h1>Renato Valdez Aguirre</h1><h2>Engenheiro Civil</h2>
      <section><h2>Experiência</h2><ul>
      <li><h3>Marlow Engenharia, Brasil 2012/2020</h3><h4>Engenheiro Estrutural</h4><hr>
        <h4>Barragem Rio Claro, Goiás</h4><h5>(Projetista)</h5><p>Projeto geométrico das rodovias.</p><hr>
        <h4>Porto de Itaqui, Maranhão</h4><h5>(Projetista)</h5><p>Modelos 3d das escavações.</p></li>
      <li><h3>Construtora Vidal SA, Brasil 2009/2012</h3><h4>Engenheiro Civil</h4><h5>(Engenheiro de campo)</h5><p>Gestão de obra.</p></li>
      <li><h3>Águas do Sertão S.A., Brasil 2007/2009</h3><h5>(Engenheiro de campo)</h5><p>Projetos de redes de água.</p></li>
      </ul></section></body></html>`;
    expect(extractHtml(html).candidate.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Engenheiro Estrutural', 'Marlow Engenharia', '2012'],
      ['Engenheiro Civil', 'Construtora Vidal SA', '2009'],
      ['Engenheiro de campo', 'Águas do Sertão S.A.', '2007'],
    ]);
  });
});
