import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { toast } from '@areia/shared/web/feedback/toast';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { playerQueries } from '@areia/shared/web/api/players';
import { paths } from '@areia/shared/core/paths';
import type { ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { Player, PlayerChoice } from '@areia/shared/core/schemas/player';
import { useSession } from '@areia/shared/web/session/session-context';
import { useDebouncedValue } from '@areia/shared/web/search/use-debounced-value';
import { SearchField } from '@areia/shared/web/ui/field';
import { UsersIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ListView, QueryView } from '@areia/shared/web/ui/query-view';
import { EmptyState } from '@areia/shared/web/ui/states';
import { PlayerOption } from '../components/player-option';
import { messages } from '../messages';
import styles from '../components/team-slots.module.css';
import { fillSlot, parseSelectPlayerState, readDraft, selectablePlayers, toDraftPlayer, writeDraft, type SelectPlayerState } from '../rules/team-draft';

const SEARCH_DEBOUNCE_MS = 300;

function PlayerPicker({ target }: { target: SelectPlayerState }) {
  const detail = useQuery(championshipQueries.detail(target.championshipId));
  const backToTeam = paths.createTeam.href(target.championshipId);
  return (
    <Page>
      <PageHeader title={messages.selectPlayerTitle} backTo={backToTeam} />
      <QueryView query={detail} errorMessage={messages.fetchDetailError}>
        {(championship) => <PlayerChoices target={target} championship={championship} backToTeam={backToTeam} />}
      </QueryView>
    </Page>
  );
}

function PlayerChoices({ target, championship, backToTeam }: { target: SelectPlayerState; championship: ChampionshipDetail; backToTeam: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  // The server orders who may join first and says why the others may not; the previous answer stays while a new
  // search loads.
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const players = useInfiniteQuery({ ...playerQueries.choices(championship.id, settledSearch), placeholderData: keepPreviousData });

  const draft = readDraft(sessionStorage, target.championshipId, championship.players_per_team);
  const excluded = [
    ...(user ? [user.id] : []),
    // The player now in the slot being changed stays choosable; players in the other slots do not.
    ...draft.flatMap((player, index) => (player && index !== target.slotIndex - 1 ? [player.player_id] : [])),
  ];
  // Each loaded page is filtered here; a page left empty by the filter keeps the next one loading as it shows.
  const optionsOf = (rows: PlayerChoice[]) => selectablePlayers(rows, excluded);

  const select = (player: Player) => {
    try {
      writeDraft(sessionStorage, target.championshipId, fillSlot(draft, target.slotIndex, toDraftPlayer(player)));
    } catch {
      toast.error(messages.selectPlayerError);
      return;
    }
    // Came from the create-team screen: going back keeps the history clean; opened cold: replace with it.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(backToTeam, { replace: true });
  };

  return (
    <>
      <SearchField value={search} onChange={setSearch} label={messages.searchPlayer} />
      <ListView
        query={players}
        errorMessage={messages.fetchPlayersError}
        isEmpty={(rows) => optionsOf(rows).length === 0 && !players.hasNextPage}
        empty={
          <EmptyState
            message={messages.noPlayers}
            icon={<UsersIcon size={28} />}
            action={search ? { label: messages.clearSearch, onClick: () => setSearch('') } : { label: messages.backButton, to: backToTeam }}
          />
        }
      >
        {(rows) => <ChoiceList options={optionsOf(rows)} onSelect={select} />}
      </ListView>
    </>
  );
}

/** Who may join, then — under their own heading — the others, each greyed out with the server's reason. */
function ChoiceList({ options, onSelect }: { options: PlayerChoice[]; onSelect: (player: Player) => void }) {
  const free = options.filter((player) => !player.reason);
  const others = options.filter((player) => player.reason);
  const list = (rows: PlayerChoice[], label: string) => (
    <ul className="areia-list" aria-label={label}>
      {rows.map((player) => (
        <li key={player.id}>
          <PlayerOption player={player} onSelect={onSelect} ineligible={player.reason ?? null} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {free.length > 0 && list(free, messages.selectPlayerTitle)}
      {others.length > 0 && (
        <>
          <h2 className={styles.othersTitle}>{messages.othersTitle}</h2>
          {list(others, messages.othersTitle)}
        </>
      )}
    </>
  );
}

export default function SelectPlayerPage() {
  const location = useLocation();
  const target = parseSelectPlayerState(location.state);
  // Only the create-team screen opens this one (with the slot to fill): opened directly (a typed or shared address,
  // a reload after the state is gone) there is nothing to choose for, so the championship list takes its place.
  if (!target) return <Navigate to={paths.championships.href()} replace />;
  return <PlayerPicker target={target} />;
}
