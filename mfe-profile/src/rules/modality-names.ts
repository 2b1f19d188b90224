import { VOLEI_MODALITY_ID, VOLEI_MODALITY_NAME } from '@areia/shared/core/modality';

const NAMES: Record<string, string> = { [VOLEI_MODALITY_ID]: VOLEI_MODALITY_NAME };

/** Chip labels for the user's active modalities: known names only, each once, in the order given. */
export function modalityNames(rows: readonly { modality: string }[]): string[] {
  const names = rows.map((row) => NAMES[row.modality]).filter((name): name is string => Boolean(name));
  return [...new Set(names)];
}
