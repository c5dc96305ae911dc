import type { SpokenLanguageWords } from './types.ts';

export const es: SpokenLanguageWords = {
  names: [
    'Inglés', 'Francés', 'Español', 'Castellano', 'Alemán', 'Italiano', 'Portugués', 'Neerlandés', 'Holandés', 'Flamenco',
    'Árabe', 'Chino', 'Mandarín', 'Cantonés', 'Japonés', 'Coreano', 'Ruso', 'Hindi', 'Polaco', 'Sueco', 'Noruego', 'Danés',
    'Finlandés', 'Griego', 'Turco', 'Hebreo', 'Ucraniano', 'Rumano', 'Checo', 'Eslovaco', 'Esloveno', 'Croata', 'Serbio',
    'Búlgaro', 'Albanés', 'Húngaro', 'Estonio', 'Letón', 'Lituano', 'Vietnamita', 'Tailandés', 'Bengalí', 'Urdu', 'Persa',
    'Catalán', 'Valenciano', 'Euskera', 'Vasco', 'Gallego', 'Suajili', 'Indonesio', 'Malayo', 'Tagalo', 'Irlandés',
    'Galés', 'Bretón', 'Occitano', 'Aranés', 'Asturiano', 'Luxemburgués', 'Maltés', 'Armenio', 'Georgiano', 'Bereber',
    'Kurdo', 'Guaraní', 'Quechua', 'Aimara', 'Latín', 'Esperanto', 'Lengua de signos', 'Lengua de señas',
  ],
  levels: [
    'nativo', 'nativa', 'experto', 'experta', 'lengua materna', 'materna', 'bilingüe', 'fluido', 'fluida', 'con fluidez', 'avanzado', 'avanzada',
    'intermedio', 'intermedia', 'básico', 'básica', 'principiante', 'alto', 'nivel alto', 'nivel medio',
    'nivel básico', 'nivel', 'conocimientos básicos', 'profesional', 'competencia profesional', 'excelente', 'bueno',
    'muy bueno', 'comprensión', 'expresión', 'auditiva', 'lectura', 'habla', 'escritura', 'interacción oral',
    'expresión oral', 'expresión escrita', 'hablado', 'escrito', 'leído', 'usuario competente', 'usuario independiente',
    'usuario básico', 'mcer',
    'otros idiomas', 'lenguas extranjeras',
  ],
  fillers: ['y', 'o', 'en', 'de', 'con'],
};
