import type { EntryWords } from './types.ts';

export const pt: EntryWords = {
  months: {
    janeiro: 1, jan: 1, fevereiro: 2, fev: 2, março: 3, marco: 3, mar: 3, abril: 4, abr: 4, maio: 5, mai: 5, junho: 6,
    jun: 6, julho: 7, jul: 7, agosto: 8, ago: 8, setembro: 9, set: 9, outubro: 10, out: 10, novembro: 11, nov: 11,
    dezembro: 12, dez: 12,
  },
  present: ['atual', 'atualmente', 'actual', 'actualmente', 'presente', 'hoje', 'o momento', 'em curso', 'em andamento'],
  since: ['desde'],
  from: ['de', 'da', 'do'],
  rangeWords: ['a', 'até', 'ate'],
  durationUnits: ['anos', 'ano', 'meses', 'mês', 'mes'],
  titles: [
    'desenvolvedor', 'desenvolvedora', 'programador', 'programadora', 'engenheiro', 'engenheira', 'gerente', 'diretor',
    'diretora', 'director', 'directora', 'analista', 'consultor', 'consultora', 'estagiário', 'estagiária', 'estagiario',
    'estagiaria', 'estágio', 'estagio', 'técnico', 'técnica', 'tecnico', 'tecnica', 'coordenador', 'coordenadora',
    'assistente', 'auxiliar', 'supervisor', 'supervisora', 'fundador', 'fundadora', 'sócio', 'sócia', 'professor',
    'professora', 'docente', 'pesquisador', 'pesquisadora', 'investigador', 'investigadora', 'advogado', 'advogada',
    'contador', 'contadora', 'vendedor', 'vendedora', 'enfermeiro', 'enfermeira', 'médico', 'médica', 'especialista',
    'arquiteto', 'arquiteta', 'chefe', 'líder', 'lider', 'responsável', 'responsavel', 'bolsista', 'monitor', 'freelancer',
    'voluntário', 'voluntária', 'operador', 'operadora', 'atendente', 'administrador', 'administradora',
  ],
  organisations: ['ltda', 's.a.', 'sa', 'lda', 'eireli', 'grupo', 'empresa', 'agência', 'banco', 'fundação', 'prefeitura', 'hospital', 'ministério'],
  institutions: [
    'universidade', 'faculdade', 'instituto', 'escola', 'colégio', 'colegio', 'academia', 'centro universitário',
    'politécnico', 'politecnico', 'etec', 'fatec', 'senai', 'senac', 'usp', 'unicamp', 'unesp', 'ufrj', 'ufmg', 'puc',
  ],
  degrees: [
    'bacharelado', 'bacharel', 'licenciatura', 'mestrado', 'doutorado', 'doutoramento', 'pós-graduação', 'pos-graduacao',
    'pós-graduado', 'especialização', 'especializacao', 'mba', 'técnico', 'tecnico', 'tecnólogo', 'tecnologo', 'ensino médio',
    'ensino medio', 'ensino superior', 'graduação', 'graduacao', 'curso', 'certificado', 'diploma',
  ],
  studyFields: [
    'informática', 'informatica', 'engenharia', 'computação', 'computacao', 'sistemas de informação', 'matemática',
    'física', 'química', 'biologia', 'economia', 'administração', 'direito', 'medicina', 'psicologia', 'ciências', 'ciencias',
    'análise e desenvolvimento de sistemas',
  ],
  titleLabels: ['cargo', 'função', 'funcao', 'posição', 'posicao'],
  organisationLabels: ['empresa', 'empregador', 'cliente', 'companhia'],
  spaced: true,
};
