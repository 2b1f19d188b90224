import { describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { loginErrorMessage, registerErrorMessage } from './auth-errors';
import { authMessages } from './messages';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: new AxiosHeaders() }, {});

describe('loginErrorMessage', () => {
  it('reports a request without an answer as the CORS / connection problem', () => {
    expect(loginErrorMessage(networkError())).toBe(authMessages.connectionError);
    expect(loginErrorMessage(new AxiosError('timeout', AxiosError.ECONNABORTED, { headers: new AxiosHeaders() }, {}))).toBe(
      authMessages.connectionError,
    );
  });

  it("shows the server's message on a 401, else 'Credenciais inválidas'", () => {
    expect(loginErrorMessage(httpError(401, { message: 'Credenciais inválidas' }))).toBe('Credenciais inválidas');
    expect(loginErrorMessage(httpError(401, {}))).toBe(authMessages.invalidCredentials);
    expect(loginErrorMessage(httpError(401, ''))).toBe(authMessages.invalidCredentials);
  });

  it("shows other server messages (too many attempts), else the generic login failure", () => {
    expect(loginErrorMessage(httpError(429, { message: 'Muitas tentativas de login.' }))).toBe('Muitas tentativas de login.');
    expect(loginErrorMessage(httpError(500, null))).toBe(authMessages.loginFailed);
    expect(loginErrorMessage(new Error('boom'))).toBe(authMessages.loginFailed);
  });
});

describe('registerErrorMessage', () => {
  it("shows the server's message, else 'Erro ao cadastrar'", () => {
    expect(registerErrorMessage(httpError(409, { message: 'Este email já está cadastrado' }))).toBe('Este email já está cadastrado');
    expect(registerErrorMessage(httpError(500, {}))).toBe(authMessages.registerFailed);
    expect(registerErrorMessage(new Error('boom'))).toBe(authMessages.registerFailed);
  });

  it('reports an unreachable server as a connection problem', () => {
    expect(registerErrorMessage(networkError())).toBe(authMessages.connectionError);
  });
});
