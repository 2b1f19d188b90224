import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { toast } from '@areia/shared/feedback/toast';
import { championshipQueries } from '@areia/shared/api/championships';
import { pageItems } from '@areia/shared/api/paging';
import { playerQueries } from '@areia/shared/api/players';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { canEnterCategory } from '@areia/shared/rules/category';
import type { Player } from '@areia/shared/schemas/player';
import { useSession } from '@areia/shared/session/session-context';
import { useDebouncedValue } from '@areia/shared/search/use-debounced-value';
import { SearchField } from '@areia/shared/ui/field';
import { LoadMore, loadMoreProps } from '@areia/shared/ui/load-more';
import { UsersIcon } from '@areia/shared/ui/icons';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/ui/states';
import { PlayerOption } from '../components/player-option';
import { messages } from '../messages';
import { fillSlot, parseSelectPlayerState, readDraft, selectablePlayers, toDraftPlayer, writeDraft, type SelectPlayerState } from '../rules/team-draft';

const SEARCH_DEBOUNCE_MS = 300;

function PlayerPicker({ target }: { target: SelectPlayerState }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  // The server searches (once typing pauses) and pages the ranking; the previous answer stays while a new one loads.
  const settledSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const players = useInfiniteQuery({ ...playerQueries.list(settledSearch), placeholderData: keepPreviousData });
  const detail = useQuery(championshipQueries.detail(target.championshipId));
  const teams = useQuery(championshipQueries.teams(target.championshipId));
  useErrorToast(players.error, messages.fetchPlayersError);
  useErrorToast(detail.error, messages.fetchDetailError);
  useErrorToast(teams.error, messages.fetchTeamsError);

  const backToTeam = paths.createTeam.href(target.championshipId);
  const header = <PageHeader title={messages.selectPlayerTitle} backTo={backToTeam} />;
  // The teams decide who is still free: until they are known, no player may be offered.
  if (players.isPending || detail.isPending || teams.isPending) {
    return (
      <Page>
        {header}
        <LoadingState />
      </Page>
    );
  }
  if ((players.isError && !players.isFetchNextPageError) || detail.isError || teams.isError) {
    const [message, failed] = players.isError && !players.isFetchNextPageError
      ? [messages.fetchPlayersError, players]
      : detail.isError
        ? [messages.fetchDetailError, detail]
        : [messages.fetchTeamsError, teams];
    return (
      <Page>
        {header}
        <ErrorState message={message} onRetry={() => void failed.refetch()} />
      </Page>
    );
  }

  const draft = readDraft(sessionStorage, target.championshipId, detail.data.players_per_team);
  const excluded = [
    ...(user ? [user.id] : []),
    // The player now in the slot being changed stays choosable; players in the other slots do not.
    ...draft.flatMap((player, index) => (player && index !== target.slotIndex - 1 ? [player.player_id] : [])),
    ...teams.data.flatMap((team) => team.team_members.map((member) => member.player_id)),
  ];
  // Each loaded page is filtered here; a page left empty by the filter keeps the next one loading as it shows.
  const options = selectablePlayers(pageItems(players.data), excluded);

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
    <Page>
      {header}
      <SearchField value={search} onChange={setSearch} label={messages.searchPlayer} />
      {options.length === 0 && !players.hasNextPage ? (
        <EmptyState
          message={messages.noPlayers}
          icon={<UsersIcon size={28} />}
          action={search ? { label: messages.clearSearch, onClick: () => setSearch('') } : { label: messages.backButton, to: backToTeam }}
        />
      ) : (
        options.length > 0 && (
          <ul className="areia-list" aria-label={messages.selectPlayerTitle}>
            {options.map((player) => (
              <li key={player.id}>
                <PlayerOption
                  player={player}
                  onSelect={select}
                  ineligible={canEnterCategory(player.minCategory, detail.data.category) ? null : messages.ineligible(player.minCategory, detail.data.category)}
                />
              </li>
            ))}
          </ul>
        )
      )}
      <LoadMore {...loadMoreProps(players)} />
    </Page>
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
