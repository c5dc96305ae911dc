import type { HeaderWords } from './types.ts';

export const es: HeaderWords = {
  labels: {
    name: ['nombre', 'nombre completo', 'nombre y apellidos', 'nombres y apellidos', 'apellidos y nombre', 'candidato', 'candidata'],
    firstName: ['nombres', 'primer nombre'],
    lastName: ['apellido', 'apellidos', 'primer apellido'],
    position: ['puesto', 'puesto actual', 'puesto deseado', 'puesto solicitado', 'cargo', 'cargo actual', 'profesión', 'ocupación', 'título', 'perfil profesional'],
    address: ['dirección', 'direccion', 'domicilio', 'residencia', 'lugar de residencia', 'ciudad', 'localidad', 'ubicación', 'población', 'dirección postal'],
    phone: ['teléfono', 'tel', 'tfno', 'telf', 'móvil', 'celular', 'teléfono móvil', 'teléfono fijo', 'número de teléfono', 'cel'],
    email: ['email', 'e-mail', 'correo', 'correo electrónico', 'mail', 'correo e'],
    birth: ['fecha de nacimiento', 'lugar de nacimiento', 'nacido', 'nacida', 'nacido el', 'nacida el', 'lugar y fecha de nacimiento', 'fecha y lugar de nacimiento', 'nacimiento', 'cédula', 'cédula de identidad', 'dni', 'nie', 'pasaporte', 'c.i.'],
    nationality: ['nacionalidad', 'ciudadanía'],
    licence: ['carné de conducir', 'carnet de conducir', 'permiso de conducir', 'licencia de conducir', 'carné', 'carnet'],
    marital: ['estado civil'],
    age: ['edad'],
    gender: ['sexo', 'género'],
  },
  personalWords: ['años', 'casado', 'casada', 'soltero', 'soltera', 'divorciado', 'divorciada', 'hijo', 'hijos', 'hija', 'hijas'],
  streetWords: ['calle', 'c', 'avenida', 'avda', 'av', 'paseo', 'plaza', 'pza', 'camino', 'carretera', 'ctra', 'ronda', 'travesía', 'urbanización', 'urb', 'edificio', 'edif', 'piso', 'portal', 'apto', 'apartamento', 'res', 'residencia', 'nº', 'n.º', 'bloque', 'local'],
  documentTitles: ['currículum', 'curriculum', 'currículum vitae', 'hoja de vida', 'candidatura', 'solicitud'],
  refereeHeadings: ['referencias', 'referencias personales', 'referencias laborales', 'referencias profesionales'],
  greetings: ['hola, soy', 'hola, me llamo', 'soy', 'me llamo', 'mi nombre es'],
};
