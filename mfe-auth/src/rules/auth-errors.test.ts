import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { loginErrorMessage, registerErrorMessage } from './auth-errors';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

const noAnswer = (code: string, message: string) => new AxiosError(message, code, { headers: new AxiosHeaders() }, {});
const networkError = () => noAnswer(AxiosError.ERR_NETWORK, 'Network Error');
const timeout = () => noAnswer(AxiosError.ECONNABORTED, 'timeout of 15000ms exceeded');

const LOGIN_CONNECTION = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';
const REGISTER_CONNECTION = 'Erro de conexão ou CORS. Verifique se o servidor está acessível e configurado corretamente.';

describe('loginErrorMessage', () => {
  it("shows the server's message whatever the status", () => {
    expect(loginErrorMessage(httpError(401, { message: 'Senha incorreta' }))).toBe('Senha incorreta');
    expect(loginErrorMessage(httpError(429, { message: 'Muitas tentativas de login.' }))).toBe('Muitas tentativas de login.');
    expect(loginErrorMessage(httpError(500, { message: 'Falha interna' }))).toBe('Falha interna');
  });

  it("answers a 401 without a message with 'E-mail ou senha incorretos'", () => {
    expect(loginErrorMessage(httpError(401, {}))).toBe('E-mail ou senha incorretos');
    expect(loginErrorMessage(httpError(401, ''))).toBe('E-mail ou senha incorretos');
    expect(loginErrorMessage(httpError(401, { message: '   ' }))).toBe('E-mail ou senha incorretos');
  });

  it('answers any other status without a message with the generic login failure', () => {
    expect(loginErrorMessage(httpError(500, null))).toBe('Erro ao realizar login. Tente novamente.');
    expect(loginErrorMessage(httpError(400, {}))).toBe('Erro ao realizar login. Tente novamente.');
  });

  it('reports a request without an HTTP answer (network, CORS, timeout) as no connection to the server', () => {
    expect(loginErrorMessage(networkError())).toBe(LOGIN_CONNECTION);
    expect(loginErrorMessage(timeout())).toBe(LOGIN_CONNECTION);
  });

  it('reports anything thrown that is not a request failure with the "Por favor" wording', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('Erro ao realizar login. Por favor, tente novamente.');
    expect(loginErrorMessage('boom')).toBe('Erro ao realizar login. Por favor, tente novamente.');
    expect(loginErrorMessage(undefined)).toBe('Erro ao realizar login. Por favor, tente novamente.');
  });
});

describe('registerErrorMessage', () => {
  it("shows the server's message whatever the status", () => {
    expect(registerErrorMessage(httpError(409, { message: 'Este email já está cadastrado' }))).toBe('Este email já está cadastrado');
    expect(registerErrorMessage(httpError(400, { message: 'CPF inválido' }))).toBe('CPF inválido');
  });

  it("answers an HTTP failure without a message with 'Erro ao cadastrar'", () => {
    expect(registerErrorMessage(httpError(500, {}))).toBe('Erro ao cadastrar');
    expect(registerErrorMessage(httpError(409, null))).toBe('Erro ao cadastrar');
  });

  it('reports a request without an HTTP answer as the connection / CORS problem', () => {
    expect(registerErrorMessage(networkError())).toBe(REGISTER_CONNECTION);
    expect(registerErrorMessage(timeout())).toBe(REGISTER_CONNECTION);
  });

  it('reports anything thrown that is not a request failure with the "Por favor" wording', () => {
    expect(registerErrorMessage(new Error('boom'))).toBe('Erro ao realizar cadastro. Por favor, tente novamente.');
    expect(registerErrorMessage(null)).toBe('Erro ao realizar cadastro. Por favor, tente novamente.');
  });
});
