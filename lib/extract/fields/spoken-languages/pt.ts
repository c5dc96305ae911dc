import type { SpokenLanguageWords } from './types.ts';

export const pt: SpokenLanguageWords = {
  names: [
    'Inglês', 'Francês', 'Espanhol', 'Castelhano', 'Alemão', 'Italiano', 'Português', 'Holandês', 'Neerlandês', 'Árabe',
    'Chinês', 'Mandarim', 'Cantonês', 'Japonês', 'Coreano', 'Russo', 'Hindi', 'Polaco', 'Polonês', 'Sueco', 'Norueguês',
    'Dinamarquês', 'Finlandês', 'Grego', 'Turco', 'Hebraico', 'Ucraniano', 'Romeno', 'Checo', 'Tcheco', 'Eslovaco',
    'Esloveno', 'Croata', 'Sérvio', 'Búlgaro', 'Albanês', 'Húngaro', 'Estónio', 'Letão', 'Lituano', 'Vietnamita',
    'Tailandês', 'Bengali', 'Urdu', 'Persa', 'Catalão', 'Basco', 'Galego', 'Suaíli', 'Indonésio', 'Malaio', 'Irlandês',
    'Galês', 'Luxemburguês', 'Maltês', 'Arménio', 'Armênio', 'Georgiano', 'Berbere', 'Curdo', 'Crioulo', 'Latim',
    'Esperanto', 'Libras', 'Língua gestual portuguesa',
  ],
  levels: [
    'nativo', 'nativa', 'língua materna', 'materna', 'bilíngue', 'bilingue', 'fluente', 'fluência', 'avançado', 'avançada',
    'intermediário', 'intermediária', 'intermédio', 'básico', 'básica', 'iniciante', 'elementar', 'profissional',
    'técnico', 'técnica', 'leitura', 'escrita', 'conversação', 'compreensão', 'fala', 'oral', 'nível', 'bom', 'boa',
    'muito bom', 'excelente', 'razoável', 'utilizador proficiente', 'utilizador independente', 'utilizador elementar',
    'produção oral', 'interação oral', 'qecr',
    'outras línguas', 'outros idiomas', 'línguas estrangeiras',
  ],
  fillers: ['e', 'ou', 'em', 'de'],
};
