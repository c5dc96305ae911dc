import type { HeaderWords } from './types.ts';

export const pt: HeaderWords = {
  labels: {
    name: ['nome', 'nome completo', 'candidato', 'candidata'],
    firstName: ['primeiro nome', 'prenome'],
    lastName: ['sobrenome', 'apelido', 'apelidos', 'último nome'],
    position: ['cargo', 'cargo atual', 'cargo pretendido', 'função', 'profissão', 'ocupação', 'objetivo profissional', 'posição'],
    address: ['endereço', 'morada', 'residência', 'cidade', 'localidade', 'domicílio', 'local de residência', 'localização'],
    phone: ['telefone', 'tel', 'telemóvel', 'celular', 'cel', 'contacto telefónico', 'contato', 'fone', 'whatsapp'],
    email: ['email', 'e-mail', 'correio eletrónico', 'correio eletrônico', 'mail'],
    birth: ['data de nascimento', 'nascimento', 'naturalidade', 'local de nascimento', 'nascido em', 'nascida em', 'data e local de nascimento', 'cpf', 'rg', 'bi', 'cartão de cidadão'],
    nationality: ['nacionalidade', 'cidadania'],
    licence: ['carta de condução', 'carteira de habilitação', 'carteira de motorista', 'cnh', 'habilitação'],
    marital: ['estado civil'],
    age: ['idade'],
    gender: ['sexo', 'género', 'gênero'],
  },
  personalWords: ['anos', 'casado', 'casada', 'solteiro', 'solteira', 'divorciado', 'divorciada', 'filhos', 'filho', 'filha', 'brasileiro', 'brasileira', 'portuguesa', 'português'],
  streetWords: ['rua', 'r', 'avenida', 'av', 'travessa', 'tv', 'praça', 'pça', 'largo', 'alameda', 'estrada', 'rodovia', 'bairro', 'lote', 'apto', 'apartamento', 'bloco', 'cep', 'nº', 'n.º', 'quadra', 'conjunto'],
  documentTitles: ['currículo', 'curriculum vitae', 'currículo vitae', 'candidatura', 'carta de apresentação'],
  refereeHeadings: ['referências', 'referências pessoais', 'referências profissionais', 'recomendações'],
  greetings: ['olá, sou', 'olá, eu sou', 'oi, sou', 'oi, eu sou', 'eu sou', 'sou', 'meu nome é', 'chamo-me'],
};
