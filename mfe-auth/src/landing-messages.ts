/**
 * pt-BR strings of the landing, apart from the forms' (./messages.ts) so the landing's chunk carries only
 * what it renders. The forms reuse the actions named here.
 */
export const landingMessages = {
  brand: 'Areia',
  tagline: 'Rankings, campeonatos e arenas em um mesmo lugar',
  landingPitch: 'Acompanhe sua colocação, monte sua dupla e encontre a quadra mais perto de você.',
  enter: 'Entrar',
  signUp: 'Cadastrar',
  termsLink: 'termos de uso',
  landingTermsPrefix: 'Ao entrar ou se cadastrar, você concorda com os',
  release: (release: string) => `versão ${release}`,
  heroLabel: 'Ilustração de uma quadra de vôlei de praia ao pôr do sol',
} as const;
