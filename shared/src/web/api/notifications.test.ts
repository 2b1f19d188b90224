import { describe, expect, it } from 'vitest';
import { navigationMessages } from '@areia/shared/core/messages';
import { unreadBadge } from '@areia/shared/web/api/notifications';

describe('the bell', () => {
  it('shows no badge at 0, the count up to 99, and 99+ from the API cap of 100', () => {
    expect([undefined, 0, 1, 42, 99, 100].map(unreadBadge)).toEqual([null, null, '1', '42', '99', '99+']);
  });

  it('names itself with the count, singular and plural', () => {
    expect([null, '1', '3', '99+'].map(navigationMessages.avisos)).toEqual(['Avisos', 'Avisos, 1 não lido', 'Avisos, 3 não lidos', 'Avisos, 99+ não lidos']);
  });
});
