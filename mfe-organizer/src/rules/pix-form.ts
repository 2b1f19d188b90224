import { organizerPixInputSchema, type OrganizerPixInput } from '@areia/shared/core/schemas/payment';

export type PixErrors = Partial<Record<keyof OrganizerPixInput, string>>;

/** The shared schema's pt-BR reasons (the API's own), the first one under each field. */
export function pixFormErrors(values: OrganizerPixInput): PixErrors {
  const result = organizerPixInputSchema.safeParse(values);
  if (result.success) return {};
  const errors: PixErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OrganizerPixInput;
    errors[field] ??= issue.message;
  }
  return errors;
}
