import type { HeadingWords } from './types.ts';

export const es: HeadingWords = {
  headings: {
    experience: [
      'experiencia', 'experiencias', 'experiencia laboral', 'experiencia profesional', 'experiencias laborales',
      'experiencias profesionales', 'historial laboral', 'historial profesional', 'trayectoria profesional', 'trayectoria laboral',
      'trayectoria', 'empleos', 'experiencia de trabajo', 'experiencia laboral relevante', 'carrera profesional', 'prácticas',
      'prácticas profesionales', 'experiencia relevante',
    ],
    education: [
      'educación', 'formación', 'formación académica', 'estudios', 'estudios realizados', 'formación profesional',
      'titulaciones', 'títulos', 'educación formación', 'formación educación', 'historial académico', 'formación reglada',
      'trayectoria académica', 'estudios formación', 'formación estudios', 'datos académicos', 'antecedentes académicos',
    ],
    skills: [
      'habilidades', 'competencias', 'conocimientos', 'aptitudes', 'destrezas', 'habilidades técnicas', 'conocimientos técnicos',
      'conocimientos informáticos', 'informática', 'herramientas', 'tecnologías', 'competencias técnicas',
      'competencias profesionales', 'habilidades blandas', 'habilidades profesionales', 'capacidades', 'competencias digitales',
      'otros conocimientos', 'habilidades conocimientos', 'conocimientos habilidades', 'habilidades competencias',
      'aptitudes habilidades', 'competencias personales', 'fortalezas', 'lenguajes de programación',
    ],
    languages: [
      'idiomas', 'idioma', 'lenguas', 'conocimiento de idiomas', 'competencias lingüísticas', 'lenguas extranjeras',
    ],
    summary: [
      'perfil', 'sobre mí', 'acerca de mí', 'resumen', 'perfil profesional', 'objetivo', 'objetivos', 'objetivo profesional',
      'extracto', 'presentación', 'quién soy', 'perfil personal', 'resumen profesional', 'introducción',
    ],
    contact: [
      'contacto', 'datos personales', 'información personal', 'datos de contacto', 'información de contacto', 'contáctame',
    ],
    interests: ['intereses', 'aficiones', 'pasatiempos', 'hobbies'],
    other: [
      'proyectos', 'proyecto', 'proyectos personales', 'voluntariado',
      'certificaciones', 'certificados', 'cursos', 'cursos certificaciones', 'formación complementaria', 'publicaciones',
      'referencias', 'premios', 'logros', 'reconocimientos', 'premios reconocimientos', 'otros', 'otros datos',
      'información adicional', 'adicional', 'datos adicionales', 'actividades', 'carnet de conducir', 'permiso de conducir',
    ],
  },
  fillers: ['y', 'mis', 'mi', 'de'],
};
