import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from './routes';

describe('remoteRouteFor', () => {
  it('finds the remote page of a public and of a protected route', () => {
    expect(remoteRouteFor('/')).toMatchObject({ remote: 'mfe_auth', module: 'LandingPage' });
    expect(remoteRouteFor('/home')).toMatchObject({ remote: 'mfe_profile', module: 'HomePage' });
  });

  it('matches routes with parameters, the most specific path winning', () => {
    expect(remoteRouteFor('/championship/abc')).toMatchObject({ remote: 'mfe_championships', module: 'ChampionshipPage' });
    expect(remoteRouteFor('/championship/abc/details')).toMatchObject({ module: 'ChampionshipDetailsPage' });
    expect(remoteRouteFor('/arena/42')).toMatchObject({ remote: 'mfe_arenas', module: 'ArenaPage' });
    expect(remoteRouteFor('/reset-password/AbC_-1')).toMatchObject({ remote: 'mfe_auth', module: 'ResetPasswordPage' });
    expect(remoteRouteFor('/organizer')).toMatchObject({ remote: 'mfe_organizer', module: 'OrganizerChampionshipsPage' });
    expect(remoteRouteFor('/organizer/championships/new')).toMatchObject({ module: 'OrganizerChampionshipFormPage' });
    expect(remoteRouteFor('/organizer/championships/abc')).toMatchObject({ module: 'OrganizerChampionshipPage' });
    expect(remoteRouteFor('/organizer/championships/abc/edit')).toMatchObject({ module: 'OrganizerChampionshipFormPage' });
    expect(remoteRouteFor('/organizer/championships/abc/games/g1')).toMatchObject({ module: 'OrganizerGamePage' });
  });

  it('answers "Ao vivo" and the scorekeeper\'s "Placar" with the auth remote\'s pages, outside the session guard', async () => {
    const { publicRoutes, protectedRoutes } = await import('./routes');
    expect(remoteRouteFor('/ao-vivo/abc')).toMatchObject({ remote: 'mfe_auth', module: 'LiveDayPage' });
    expect(publicRoutes.map((r) => r.path)).toContain('/ao-vivo/:id');
    expect(protectedRoutes.map((r) => r.path)).not.toContain('/ao-vivo/:id');
    expect(remoteRouteFor('/placar/tok-1')).toMatchObject({ remote: 'mfe_auth', module: 'ScorekeeperPage' });
    expect(publicRoutes.map((r) => r.path)).toContain('/placar/:token');
    expect(protectedRoutes.map((r) => r.path)).not.toContain('/placar/:token');
  });

  it('has no remote for an unknown path', () => {
    expect(remoteRouteFor('/nada')).toBeUndefined();
    expect(remoteRouteFor('/championship')).toBeUndefined();
  });
});

describe('route titles', () => {
  it('every route names its screen in pt-BR for the browser tab ("Campeonatos · Areia")', async () => {
    const { publicRoutes, protectedRoutes } = await import('./routes');
    const { documentTitle } = await import('./messages');
    for (const route of [...publicRoutes, ...protectedRoutes]) expect(route.title, route.path).toMatch(/\S/);
    expect(documentTitle(remoteRouteFor('/championships')!.title)).toBe('Campeonatos · Areia');
    expect(documentTitle(remoteRouteFor('/players')!.title)).toBe('Jogadores · Areia');
    expect(new Set(protectedRoutes.map((r) => r.title)).size).toBe(protectedRoutes.length);
  });
});
