import { isAxiosError } from 'axios';
import { httpStatus, isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { messages } from '../messages';

/**
 * Spec §8, login. axios throws on every failure, so the cases are: an HTTP answer (its message, else 401 →
 * 'E-mail ou senha incorretos', else the generic failure), no HTTP answer at all (network, CORS, timeout), or something
 * that is not a request failure at all.
 */
export function loginErrorMessage(error: unknown): string {
  if (!isAxiosError(error)) return messages.loginThrown;
  if (isNetworkError(error)) return messages.connectionError;
  const message = serverMessage(error);
  if (message) return message;
  return httpStatus(error) === 401 ? messages.invalidCredentials : messages.loginFailed;
}

/** Spec §8, sign-up: the same three cases as login, with the sign-up wording. */
export function registerErrorMessage(error: unknown): string {
  if (!isAxiosError(error)) return messages.registerThrown;
  if (isNetworkError(error)) return messages.registerConnectionError;
  return serverMessage(error) ?? messages.registerFailed;
}
