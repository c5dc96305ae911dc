import type { EntryWords } from './types.ts';

export const es: EntryWords = {
  months: {
    enero: 1, ene: 1, febrero: 2, feb: 2, marzo: 3, mar: 3, abril: 4, abr: 4, mayo: 5, may: 5, junio: 6, jun: 6, julio: 7,
    jul: 7, agosto: 8, ago: 8, septiembre: 9, setiembre: 9, sept: 9, sep: 9, set: 9, octubre: 10, oct: 10, noviembre: 11,
    nov: 11, diciembre: 12, dic: 12,
  },
  present: ['actualidad', 'actualmente', 'presente', 'hoy', 'actual', 'la fecha', 'en curso'],
  since: ['desde'],
  from: ['de', 'del'],
  rangeWords: ['a', 'al', 'hasta'],
  durationUnits: ['años', 'año', 'meses', 'mes'],
  titles: [
    'desarrollador', 'desarrolladora', 'programador', 'programadora', 'ingeniero', 'ingeniera', 'jefe', 'jefa', 'gerente',
    'director', 'directora', 'analista', 'consultor', 'consultora', 'becario', 'becaria', 'prácticas', 'practicas',
    'pasante', 'técnico', 'técnica', 'tecnico', 'tecnica', 'responsable', 'coordinador', 'coordinadora', 'asistente',
    'auxiliar', 'administrativo', 'administrativa', 'diseñador', 'diseñadora', 'fundador', 'fundadora', 'cofundador',
    'cofundadora', 'profesor', 'profesora', 'docente', 'investigador', 'investigadora', 'abogado', 'abogada', 'contable',
    'contador', 'contadora', 'vendedor', 'vendedora', 'comercial', 'enfermero', 'enfermera', 'médico', 'médica',
    'encargado', 'encargada', 'especialista', 'arquitecto', 'arquitecta', 'socio', 'socia', 'autónomo', 'autónoma',
    'freelance', 'operario', 'operaria', 'empleado', 'empleada', 'voluntario', 'voluntaria', 'redactor', 'redactora',
  ],
  organisations: ['s.a.', 's.l.', 'sa', 'sl', 'slu', 'grupo', 'empresa', 'agencia', 'banco', 'consultora', 'fundación', 'ayuntamiento', 'hospital', 'clínica', 'ministerio'],
  institutions: [
    'universidad', 'instituto', 'colegio', 'escuela', 'academia', 'facultad', 'liceo', 'politécnica', 'politecnica',
    'conservatorio', 'ies', 'upm', 'uam', 'ucm', 'unam', 'upc', 'uba',
  ],
  degrees: [
    'grado', 'licenciatura', 'licenciado', 'licenciada', 'máster', 'master', 'maestría', 'maestria', 'doctorado',
    'diplomatura', 'bachillerato', 'técnico superior', 'tecnico superior', 'ingeniería', 'ingenieria', 'título', 'titulo',
    'ciclo formativo', 'formación profesional', 'certificado', 'curso', 'posgrado', 'postgrado', 'diplomado',
  ],
  studyFields: [
    'informática', 'informatica', 'ingeniería', 'matemáticas', 'física', 'química', 'biología', 'economía', 'administración',
    'derecho', 'medicina', 'psicología', 'ciencias', 'empresas', 'comunicación', 'sistemas', 'computación',
  ],
  titleLabels: ['cargo', 'puesto', 'función', 'funcion', 'rol', 'posición'],
  organisationLabels: ['empresa', 'compañía', 'compania', 'empleador', 'cliente'],
  spaced: true,
};
