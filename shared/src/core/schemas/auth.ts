import { z } from 'zod';
import { DEVICE_TOKEN_PATTERN, RESET_TOKEN_INVALID } from '@areia/shared/core/constants';
import { EMAIL_INVALID, EMAIL_INVALID_FOR_RESET, emailRefusal, isValidEmail } from '@areia/shared/core/validation/email';
import { CPF_INVALID, isValidCpf } from '@areia/shared/core/validation/cpf';
import { PASSWORD_INVALID, isValidPassword } from '@areia/shared/core/validation/password';
import { normalizeEmail, signUpNormalizers } from '@areia/shared/core/validation/sign-up';
import { nicknameSchema, userProfileSchema } from '@areia/shared/core/schemas/user';

/** The sign-up password rule, shared by sign-up and password reset. */
export const passwordSchema = z
  .string({ error: PASSWORD_INVALID })
  .max(128, { error: PASSWORD_INVALID })
  .refine(isValidPassword, { error: PASSWORD_INVALID });

/**
 * Sign-up body: the same rules and messages as the sign-up form, each field cleaned by the same function
 * as the form's (shared/src/core/validation/sign-up.ts); the nickname schema cleans it with that one too.
 */
export const registerSchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID })
    .max(254, { error: EMAIL_INVALID })
    .transform(signUpNormalizers.email)
    .refine(isValidEmail, { error: (issue) => emailRefusal(String(issue.input ?? ''), EMAIL_INVALID) }),
  password: passwordSchema,
  cpf: z.string({ error: CPF_INVALID }).max(20, { error: CPF_INVALID }).refine(isValidCpf, { error: CPF_INVALID }).transform(signUpNormalizers.cpf),
  nickname: nicknameSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;

export const LOGIN_FIELDS_REQUIRED = 'Informe seu e-mail e sua senha';
export const LOGIN_DEVICE_INVALID = 'Identificação do aparelho inválida. Entre de novo com email e senha.';

export { DEVICE_TOKEN_PATTERN, RESET_TOKEN_INVALID };

/**
 * Login body. `device`: the token an earlier login on this device answered with. A device that signed in before keeps
 * its own failed-login budget, so guesses from elsewhere never lock it out; a token of another shape, or one the
 * account does not know (revoked by a password reset, forged), counts as a new device.
 */
export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_FIELDS_REQUIRED })
    .max(254, { error: LOGIN_FIELDS_REQUIRED })
    .transform(normalizeEmail)
    .refine((value) => value.length > 0, { error: LOGIN_FIELDS_REQUIRED }),
  password: z
    .string({ error: LOGIN_FIELDS_REQUIRED })
    .refine((value) => value.trim().length > 0, { error: LOGIN_FIELDS_REQUIRED })
    .refine((value) => value.length <= 128, { error: LOGIN_FIELDS_REQUIRED }),
  device: z
    .string({ error: LOGIN_DEVICE_INVALID })
    .max(256, { error: LOGIN_DEVICE_INVALID })
    .optional()
    .describe('O token de aparelho de um login anterior neste aparelho'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: userProfileSchema,
  device: z.string().describe('Token deste aparelho: guarde-o e envie-o como `device` nos próximos logins'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerResponseSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), nickname: z.string() }),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });

/** Forgot password: the same email rule as the screen, with its wording. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: EMAIL_INVALID_FOR_RESET })
    .max(254, { error: EMAIL_INVALID_FOR_RESET })
    .transform(normalizeEmail)
    .refine(isValidEmail, { error: (issue) => emailRefusal(String(issue.input ?? ''), EMAIL_INVALID_FOR_RESET) }),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** A new password for the account behind a one-time reset token, under the sign-up rules. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: RESET_TOKEN_INVALID }).min(1, { error: RESET_TOKEN_INVALID }).max(200, { error: RESET_TOKEN_INVALID }),
  password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
