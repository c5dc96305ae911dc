// Names of countries that i18n-iso-countries' official and short names do not give, as CVs write
// them (by ISO 3166-1 alpha-2): the parts of the United Kingdom, "USA", "Holland".
export const COUNTRY_NAMES: Record<string, string[]> = {
  GB: ['UK', 'U.K.', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Great Britain', 'Angleterre', 'Écosse', 'Pays de Galles', 'Grande-Bretagne', 'Inglaterra', 'Escocia', 'Gran Bretaña', 'Inghilterra', 'Scozia', 'Engeland', 'Schotland', 'Groot-Brittannië', 'Escócia', 'Grã-Bretanha', 'Großbritannien', 'Schottland'],
  US: ['USA', 'U.S.A.', 'U.S.', 'United States of America', 'America', 'Amérique', 'EEUU', 'EE.UU.', 'EE. UU.', 'EUA'],
  NL: ['Holland', 'Hollande', 'Holanda', 'Olanda', 'Nederland'],
  DE: ['Allemagne', 'Deutschland', 'BRD'],
  CH: ['Schweiz', 'Suisse', 'Svizzera', 'Suiza', 'Suíça'],
  BE: ['Belgique', 'België', 'Belgien', 'Bélgica', 'Belgio'],
  CZ: ['Czech Republic', 'Czechia', 'République tchèque'],
};

// Regions that stand for their country in an address line ("Austin, Texas"; "Lyon, Bretagne" is
// rare enough not to matter): US states and Canadian provinces, whose codes CVs also use ("TX", "QC").
export const REGIONS: Record<string, string[]> = {
  US: [
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'Florida', 'Georgia',
    'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
    'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
    'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma',
    'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah',
    'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming', 'District of Columbia', 'D.C.',
  ],
  CA: ['Ontario', 'Quebec', 'Québec', 'British Columbia', 'Colombie-Britannique', 'Alberta', 'Manitoba', 'Saskatchewan', 'Nova Scotia', 'Nouvelle-Écosse', 'New Brunswick', 'Nouveau-Brunswick', 'Newfoundland and Labrador', 'Prince Edward Island'],
};

// Two-letter codes of US states and Canadian provinces ("Austin, TX", "Montréal, QC").
export const REGION_CODES: Record<string, string[]> = {
  US: [
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
    'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
    'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
  ],
  CA: ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT', 'NU'],
};
