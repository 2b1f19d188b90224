import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS } from '@areia/shared/core/validation/password';
import { landingMessages } from './landing-messages';

/** 'a', 'a e b', 'a, b e c'. */
const listOf = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}` : (items[0] ?? ''));

/**
 * pt-BR strings of the sign-up, sign-in, password and terms screens: the product's wording, verbatim, plus the copy the spec
 * leaves to us. The landing's own are in ./landing-messages.ts, so its chunk does not carry these.
 */
export const messages = {
  // The landing's actions, worded once in ./landing-messages.ts.
  enter: landingMessages.enter,
  signUp: landingMessages.signUp,
  termsLink: landingMessages.termsLink,

  registerTitle: 'Cadastro',
  registerIntro: 'Crie sua conta de atleta e entre no ranking.',
  email: 'Email',
  emailPlaceholder: 'voce@email.com',
  nickname: 'Apelido',
  nicknamePlaceholder: 'Como te chamam na areia',
  cpf: 'CPF',
  cpfPlaceholder: '000.000.000-00',
  password: 'Senha',
  passwordRules: `Mínimo de ${PASSWORD_MIN_LENGTH} caracteres, com pelo menos um número e um destes: ${PASSWORD_SPECIALS}`,
  // Under the greyed-out "Cadastrar": what still keeps it from working.
  signUpMissing: (fields: string[]) => `Para cadastrar, preencha: ${listOf(fields)}.`,
  signUpWrong: (fields: string[]) => `Corrija: ${listOf(fields)}.`,
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  acceptTermsPrefix: 'Ao continuar, você aceita os',
  registering: 'Cadastrando...',
  fixFormErrors: 'Por favor, corrija os erros no formulário',
  registerSuccess: 'Cadastro realizado com sucesso!',
  registerFailed: 'Erro ao cadastrar',
  registerConnectionError: 'Erro de conexão ou CORS. Verifique se o servidor está acessível e configurado corretamente.',
  registerThrown: 'Erro ao realizar cadastro. Por favor, tente novamente.',
  haveAccount: 'Já tem conta?',

  loginTitle: 'Entrar',
  loginIntro: 'Que bom te ver de volta na areia.',
  forgotPasswordLink: 'Esqueci minha senha',
  loggingIn: 'Entrando...',
  invalidCredentials: 'E-mail ou senha incorretos',
  // Said plainly instead of the spec's CORS text.
  connectionError: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  loginFailed: 'Erro ao realizar login. Tente novamente.',
  loginThrown: 'Erro ao realizar login. Por favor, tente novamente.',
  noAccount: 'Ainda não tem conta?',

  forgotTitle: 'Esqueci minha senha',
  forgotIntro: 'Informe o email da sua conta e enviaremos as instruções para criar uma nova senha.',
  send: 'Enviar',
  sending: 'Enviando...',
  forgotSuccess:
    'Sua solicitação de redefinição de senha foi feita com sucesso, em breve você receberá um email. Até mais!',

  forgotFailed: 'Não foi possível enviar o pedido. Tente novamente.',

  resetTitle: 'Nova senha',
  resetIntro: 'Escolha uma nova senha para a sua conta. Depois de salvar, entre de novo em todos os seus aparelhos.',
  newPassword: 'Nova senha',
  confirmPassword: 'Confirme a nova senha',
  passwordsDiffer: 'As senhas não coincidem',
  saveNewPassword: 'Salvar nova senha',
  savingNewPassword: 'Salvando...',
  resetSuccess: 'Senha redefinida com sucesso! Entre com a nova senha.',
  resetFailed: 'Erro ao redefinir a senha. Tente novamente.',
  requestNewLink: 'Pedir um novo link',

  termsTitle: 'Termos de uso',
  termsUpdated: 'Última atualização: novembro de 2026',
} as const;
