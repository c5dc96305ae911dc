// How CVs and profiles name a town with the area around it, in the seven languages (compared
// without regard to case): words set before the town ("Greater London", "Région de Lyon",
// "Metropolregion Hamburg", "Área Metropolitana de Madrid") and words set after it ("Paris
// Metropolitan Region", "Nantes et sa région", "Madrid y alrededores", "Ulm und Umgebung").
export const AREA_BEFORE_TOWN: string[] = [
  // en
  'greater',
  'region',
  // fr
  'région',
  'grand',
  'agglomération',
  // de
  'großraum',
  'grossraum',
  'region',
  'metropolregion',
  // es
  'región',
  'region',
  'área metropolitana',
  'area metropolitana',
  'gran',
  // it
  'regione',
  'area metropolitana',
  'città metropolitana',
  // nl
  'regio',
  'metropoolregio',
  'groot',
  // pt
  'região',
  'regiao',
  'grande',
  'área metropolitana',
];

// The little word after them, besides an elided "d'": "Région de Lyon", "Area metropolitana di Milano".
export const AREA_LINKS: string[] = ['de', 'di', 'du', 'del', 'von', 'van', 'do', 'da'];

export const AREA_AFTER_TOWN: string[] = [
  // en
  'area',
  'region',
  'metropolitan area',
  'metropolitan region',
  'metro area',
  // fr
  'et sa région',
  'et sa region',
  'et région',
  'et region',
  'et alentours',
  'et environs',
  // es
  'y alrededores',
  'y área metropolitana',
  // it
  'e dintorni',
  'e provincia',
  // de
  'und umgebung',
  // nl
  'en omgeving',
  // pt
  'e região',
  'e regiao',
  'e arredores',
];
