import { emptySignUp, type SignUpValues } from './sign-up-form';

type Draft = Omit<SignUpValues, 'password'>;

// Module memory, not web storage: it survives a visit to the terms (the remote stays loaded) but not a reload, and
// the password is never kept.
let kept: Draft | undefined;

export const signUpDraft = {
  keep({ email, nickname, cpf }: SignUpValues) {
    kept = { email, nickname, cpf };
  },
  restore(): SignUpValues {
    return { ...emptySignUp, ...kept };
  },
  clear() {
    kept = undefined;
  },
};
