import { httpStatus, isNetworkError, serverMessage } from '@areia/shared/api/client';
import { authMessages } from './messages';

/** Spec §8, login: no HTTP answer at all is a connection/CORS problem; a 401 is bad credentials. */
export function loginErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return authMessages.connectionError;
  const message = serverMessage(error);
  if (httpStatus(error) === 401) return message ?? authMessages.invalidCredentials;
  return message ?? authMessages.loginFailed;
}

/** Spec §8, sign-up: the server's message (email taken, CPF taken…), else the generic one. */
export function registerErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return authMessages.connectionError;
  return serverMessage(error) ?? authMessages.registerFailed;
}
