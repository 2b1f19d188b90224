import { describe, expect, it } from 'vitest';
import { isPushOpenMessage, notificationOf, openUrl, pushOpenFromLocation, pushOpenOf, PUSH_OPEN_MESSAGE } from './push-rules';

const payload = {
  id: 'a1',
  title: 'Chamado agora — Quadra 2',
  body: 'Seu jogo do campeonato Open de Ipanema foi chamado: vá para a Quadra 2.',
  path: '/championship/c1',
  tag: 'championship-c1',
  web_push: 8030,
  notification: { title: 'x', body: 'y', navigate: 'https://app/championship/c1' },
};

describe('notificationOf', () => {
  it('shows the aviso’s title and sentence, grouped by championship, with what a tap opens', () => {
    expect(notificationOf(JSON.stringify(payload))).toEqual({
      title: 'Chamado agora — Quadra 2',
      options: { body: payload.body, lang: 'pt-BR', icon: '/icon-192.png', tag: 'championship-c1', data: { id: 'a1', path: '/championship/c1' } },
    });
  });

  it('shows a notification for a push it cannot read too (iOS ends silent subscriptions)', () => {
    for (const data of [null, '', 'não é json', '[1]', '{"title":""}', JSON.stringify({ path: 'https://evil.example/x' })]) {
      const { title, options } = notificationOf(data);
      expect(title).toBe('Areia');
      expect(options.body).toBe('Você tem um aviso novo.');
      expect(options.data.path).toBe('/notifications');
    }
  });

  it('never opens another site: only a path of the app', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(pushOpenOf({ id: 'a', path }).path).toBe('/notifications');
    }
  });
});

describe('opening from a notification', () => {
  it('opens the path with the aviso to mark read, and the page takes it off its address', () => {
    const href = openUrl('https://app.areia.test', { id: 'a1', path: '/championship/c1?tab=jogos' });
    expect(href).toBe('https://app.areia.test/championship/c1?tab=jogos&aviso=a1');
    expect(pushOpenFromLocation(href)).toEqual({ id: 'a1', cleanHref: '/championship/c1?tab=jogos' });
    expect(pushOpenFromLocation('https://app.areia.test/championship/c1')).toBeNull();
    expect(isPushOpenMessage({ type: PUSH_OPEN_MESSAGE, id: 'a1', path: '/x' })).toBe(true);
    expect(isPushOpenMessage({ type: 'other' })).toBe(false);
  });
});
