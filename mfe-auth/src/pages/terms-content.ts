export interface TermsSection {
  title: string;
  paragraphs: string[];
}

/** Spec §2, terms of use: acceptance, account, use, intellectual property and privacy, written for Areia. */
export const termsSections: TermsSection[] = [
  {
    title: '1. Aceitação dos termos',
    paragraphs: [
      'Ao criar uma conta ou usar o Areia, você concorda com estes termos de uso. Se não concordar com algum ponto, não use o aplicativo.',
      'Podemos atualizar estes termos quando o Areia ganhar novas funções. Avisaremos no próprio aplicativo, e o uso continuado depois do aviso significa que você aceita a nova versão.',
    ],
  },
  {
    title: '2. Sua conta',
    paragraphs: [
      'Para se cadastrar você informa email, apelido, CPF e senha. O CPF garante que cada atleta tenha uma única conta e um único lugar no ranking.',
      'Você é responsável por manter sua senha em segredo e por tudo o que for feito com a sua conta. Se suspeitar de acesso indevido, troque a senha e fale com a gente.',
      'Contas com dados falsos, criadas em nome de outra pessoa ou usadas para burlar categorias podem ser suspensas.',
    ],
  },
  {
    title: '3. Uso da plataforma',
    paragraphs: [
      'O Areia reúne rankings, campeonatos e arenas de vôlei de praia. Use-o para acompanhar sua colocação, formar times, se inscrever em campeonatos e encontrar quadras.',
      'Inscreva-se apenas na categoria compatível com o seu nível. Denúncias de categoria incorreta devem ser feitas de boa-fé e são analisadas pela organização de cada campeonato.',
      'Não é permitido publicar conteúdo ofensivo, tentar acessar dados de outros atletas ou sobrecarregar o serviço de forma automatizada.',
      'Valores, datas e regras de cada campeonato são definidos pelos organizadores e pelas arenas; o Areia divulga essas informações, mas não responde por mudanças feitas por eles.',
    ],
  },
  {
    title: '4. Propriedade intelectual',
    paragraphs: [
      'A marca Areia, o aplicativo, seus textos, ilustrações e código pertencem aos seus criadores e são protegidos pela legislação brasileira.',
      'As fotos e informações que você envia continuam sendo suas. Ao enviá-las, você nos autoriza a exibi-las no aplicativo enquanto sua conta existir.',
      'Logos e imagens de campeonatos e arenas pertencem aos respectivos organizadores.',
    ],
  },
  {
    title: '5. Privacidade',
    paragraphs: [
      'Tratamos seus dados de acordo com a Lei Geral de Proteção de Dados (LGPD). Usamos email e CPF apenas para identificar sua conta; eles nunca aparecem para outros atletas.',
      'Seu apelido, foto, modalidades, ranking e estatísticas ficam visíveis para outros atletas, porque é isso que faz o ranking e a formação de times funcionarem.',
      'A localização do aparelho é usada só no momento em que você busca arenas por perto e não é guardada.',
      'Você pode pedir a correção ou a exclusão dos seus dados a qualquer momento.',
    ],
  },
];
