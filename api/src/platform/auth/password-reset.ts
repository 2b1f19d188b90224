import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import type { MailMessage } from '../mail/mailer';
import { messages } from '../http/messages';

/** A reset link works for one hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Forgot-password answers never come sooner than this, so known and unknown addresses take about the same time. */
export const FORGOT_PASSWORD_MIN_MS = 300;

/** The part of the link only the e-mail's reader knows; only its hash is stored. */
export { newSecretToken as newResetToken, hashSecretToken as hashResetToken } from './secret-token';

/** The web app's address for the link: the caller's own origin when it is one of ours, else the configured one. */
export function appUrlFor(c: Context<AppEnv>, deps: AppDeps): string {
  const origin = c.req.header('origin');
  return origin && deps.config.corsOrigins.includes(origin) ? origin : deps.config.appUrl;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function resetEmail(to: string, name: string, link: string): MailMessage {
  const text = [
    `Olá, ${name}!`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Areia.',
    'Para criar uma nova senha, abra o link abaixo. Ele vale por 1 hora e pode ser usado uma única vez:',
    '',
    link,
    '',
    'Se você não fez esse pedido, ignore este email: sua senha continua a mesma.',
    '',
    'Equipe Areia',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:system-ui,sans-serif">
<p>Olá, ${escapeHtml(name)}!</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Areia.</p>
<p><a href="${escapeHtml(link)}">Criar uma nova senha</a></p>
<p>O link vale por 1 hora e pode ser usado uma única vez. Se o botão não abrir, copie este endereço no navegador:<br>${escapeHtml(link)}</p>
<p>Se você não fez esse pedido, ignore este email: sua senha continua a mesma.</p>
<p>Equipe Areia</p>
</body></html>`;
  return { to, subject: messages.resetEmailSubject, text, html };
}
