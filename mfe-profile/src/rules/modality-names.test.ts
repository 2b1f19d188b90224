import { describe, expect, it } from 'vitest';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { modalityNames } from './modality-names';

describe('modalityNames', () => {
  it('names Vôlei by its fixed id, once', () => {
    expect(modalityNames([{ modality: VOLEI_MODALITY_ID }, { modality: VOLEI_MODALITY_ID }])).toEqual(['Vôlei']);
  });

  it('leaves out modalities the app does not know', () => {
    expect(modalityNames([{ modality: 'f0000000-0000-4000-8000-000000000000' }])).toEqual([]);
  });
});
