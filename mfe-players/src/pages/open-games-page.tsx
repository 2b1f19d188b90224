import { Link, useSearchParams } from 'react-router-dom';
import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '@areia/shared/core/paths';
import { openGameQueries } from '@areia/shared/web/api/open-games';
// The radius the home's "Jogar" counts with (GET /api/user/play).
import { OPEN_GAMES_RADIUS_KM } from '@areia/shared/core/rules/play-reach';
import { useDeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { UsersIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ListView, type ViewedListQuery } from '@areia/shared/web/ui/query-view';
import type { OpenGame } from '@areia/shared/core/schemas/open-game';
import { EmptyState, LoadingState, type StateAction } from '@areia/shared/web/ui/states';
import { Tabs } from '@areia/shared/web/ui/tabs';
import { OpenGameCard } from '../components/open-game-card';
import { openGameMessages as m } from '../open-game-messages';
import styles from './open-games-page.module.css';


type Tab = 'near' | 'mine';
const TABS = [
  { id: 'near', label: m.tabNear },
  { id: 'mine', label: m.tabMine },
] as const;

/** "Jogos abertos": games with a place that fit my level near me, soonest first, and my own games; "Abrir jogo". */
export default function OpenGamesPage() {
  // The tab lives in the address (?aba=meus), so the back button from a game returns to it.
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('aba') === 'meus' ? 'mine' : 'near';
  const setTab = (next: Tab) => setParams(next === 'mine' ? { aba: 'meus' } : {}, { replace: true });
  return (
    <Page>
      <PageHeader title={m.listTitle} backTo={paths.home.href()} />
      <Link className={`areia-button areia-button--primary ${styles.create}`} to={paths.newOpenGame.href()} data-testid="open-game-create">
        {m.create}
      </Link>
      <Tabs tabs={TABS} active={tab} onChange={setTab} label={m.tabsLabel} idPrefix="open-games" />
      <section role="tabpanel" id={`open-games-panel-${tab}`} aria-labelledby={`open-games-tab-${tab}`}>
        {tab === 'mine' ? <MyGames /> : <NearGames />}
      </section>
    </Page>
  );
}

function NearGames() {
  const device = useDeviceLocation();
  const near = device.status === 'located' ? device.coords : null;
  const query = useInfiniteQuery({ ...openGameQueries.near(near, OPEN_GAMES_RADIUS_KM), enabled: device.status !== 'locating' });
  if (device.status === 'locating') return <LoadingState label={m.locating} />;
  return (
    <>
      <p className="areia-muted">{near ? m.near(OPEN_GAMES_RADIUS_KM) : m.everywhere}</p>
      <Games query={query} empty={m.emptyNear} action={{ label: m.create, to: paths.newOpenGame.href() }} />
    </>
  );
}

function MyGames() {
  return <Games query={useInfiniteQuery(openGameQueries.mine())} empty={m.emptyMine} action={{ label: m.tabNear, to: paths.openGames.href() }} />;
}

function Games({ query, empty, action }: { query: ViewedListQuery<OpenGame>; empty: string; action: StateAction }) {
  return (
    <ListView
      query={query}
      errorMessage={m.listError}
      empty={<EmptyState message={empty} icon={<UsersIcon size={28} />} action={action} />}
    >
      {(games) => (
        <ul className="areia-list" aria-label={m.listTitle}>
          {games.map((game) => (
            <li key={game.id}>
              <OpenGameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
