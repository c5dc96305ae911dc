import type { HeadingWords } from './types.ts';

export const pt: HeadingWords = {
  headings: {
    experience: [
      'experiência', 'experiências', 'experiência profissional', 'experiências profissionais', 'histórico profissional',
      'trajetória profissional', 'percurso profissional', 'carreira', 'empregos', 'atuação profissional',
      'experiência de trabalho', 'estágios', 'estágio', 'experiência laboral', 'experiência relevante',
    ],
    education: [
      'formação', 'formação académica', 'formação acadêmica', 'educação', 'escolaridade', 'formação escolar', 'habilitações',
      'habilitações académicas', 'habilitações literárias', 'percurso académico', 'percurso acadêmico', 'estudos',
      'formação educação', 'educação formação', 'graduação', 'histórico acadêmico', 'histórico escolar',
    ],
    skills: [
      'competências', 'competência', 'habilidades', 'conhecimentos', 'competências técnicas', 'habilidades técnicas',
      'conhecimentos técnicos', 'conhecimentos em informática', 'conhecimentos informáticos', 'informática', 'ferramentas',
      'tecnologias', 'aptidões', 'qualificações', 'competências pessoais', 'habilidades competências',
      'competências habilidades', 'competências digitais', 'linguagens de programação', 'outras competências',
      'principais competências', 'pontos fortes', 'qualificações técnicas',
    ],
    languages: [
      'idiomas', 'idioma', 'línguas', 'língua', 'línguas estrangeiras', 'competências linguísticas'],
    summary: [
      'perfil', 'sobre mim', 'resumo', 'resumo profissional', 'objetivo', 'objetivos', 'objetivo profissional', 'objectivo',
      'apresentação', 'perfil profissional', 'perfil pessoal', 'quem sou', 'introdução',
    ],
    contact: [
      'contato', 'contatos', 'contacto', 'contactos', 'dados pessoais', 'informações pessoais', 'informações de contato',
      'dados de contacto', 'dados de contato',
    ],
    interests: ['interesses', 'hobbies', 'passatempos'],
    other: [
      'projetos', 'projectos', 'projeto', 'projetos pessoais', 'voluntariado',
      'trabalho voluntário', 'certificações', 'certificados', 'cursos', 'cursos complementares', 'formação complementar',
      'cursos certificações', 'publicações', 'referências', 'prémios', 'prêmios', 'atividades', 'atividades complementares',
      'actividades', 'informações adicionais', 'adicional', 'informações complementares', 'outras informações', 'conquistas', 'realizações',
    ],
  },
  fillers: ['e', 'meus', 'minhas', 'minha', 'meu', 'de', 'em'],
};
