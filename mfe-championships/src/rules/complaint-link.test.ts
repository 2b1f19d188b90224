import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './complaint-link';
import { messages } from '../messages';

describe('whatsappUrl', () => {
  it('prefixes 55 and encodes the text', () => {
    expect(whatsappUrl('21987654321', 'Olá & tchau')).toBe('https://wa.me/5521987654321?text=Ol%C3%A1%20%26%20tchau');
  });
  it('keeps only digits of a formatted contact and never doubles the country code', () => {
    expect(whatsappUrl('(21) 98765-4321', 'x')).toBe('https://wa.me/5521987654321?text=x');
    expect(whatsappUrl('+55 21 98765-4321', 'x')).toBe('https://wa.me/5521987654321?text=x');
  });
  it('names the championship, its id and the team in the text', () => {
    const url = new URL(whatsappUrl('21987654321', messages.complaintWhatsappText('Open Niterói', 'c-123', 'Ana / Bia')));
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Open Niterói');
    expect(text).toContain('c-123');
    expect(text).toContain('Ana / Bia');
  });
});
