import { describe, expect, it } from 'vitest';
import { uploadPercent } from './profile';

describe('uploadPercent', () => {
  it('turns bytes sent into a rounded percentage within 0–100', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(199, 200)).toBe(100);
    expect(uploadPercent(300, 200)).toBe(100);
  });

  it('reads an unknown total as nothing sent yet', () => {
    expect(uploadPercent(10, undefined)).toBe(0);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});
