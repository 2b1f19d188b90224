import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@areia/shared/web/feedback/toast';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { serverMessage } from '@areia/shared/web/api/client';
import { useCreateTeam } from '@areia/shared/web/api/create-team';
import { useJoinWaitlist } from '@areia/shared/web/api/waitlist';
import { paths } from '@areia/shared/core/paths';
import type { ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { useSession } from '@areia/shared/web/session/session-context';
import { Button } from '@areia/shared/web/ui/button';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { EmptyState, LoadingState } from '@areia/shared/web/ui/states';
import { signUpState } from '@areia/shared/core/rules/championship';
import { ChampionshipNotFound } from '../components/championship-not-found';
import { TeamSlots } from '../components/team-slots';
import { messages } from '../messages';
import { signUpNote } from '../rules/sign-up-note';
import { clearDraft, filledCount, isComplete, readDraft, type SelectPlayerState } from '../rules/team-draft';
import styles from '../components/team-slots.module.css';

/** `waitlist`: the same team, sent to the championship's waitlist (a full championship). */
function CreateTeamForm({ championship, user, waitlist }: { championship: ChampionshipDetail; user: UserProfile; waitlist: boolean }) {
  const navigate = useNavigate();
  const signUp = useCreateTeam(championship.id);
  const join = useJoinWaitlist(championship.id);
  const createTeam = waitlist ? join : signUp;
  // Read once per visit: /select-player writes the chosen player here before coming back.
  const [draft] = useState(() => readDraft(sessionStorage, championship.id, championship.players_per_team));
  const complete = isComplete(draft);
  const total = Math.max(1, championship.players_per_team);

  const choose = (slotIndex: number) => {
    const state: SelectPlayerState = { championshipId: championship.id, slotIndex };
    void navigate(paths.selectPlayer.href(), { state });
  };

  const save = async () => {
    if (!complete) {
      toast.error(messages.fillAllSlots);
      return;
    }
    try {
      const input = {
        championship_id: championship.id,
        team_members: [
          { player_id: user.id, nickname: user.nickname, avatar_url: user.avatar_url, rating: user.rating, whatsapp: null },
          ...draft.flatMap((player) =>
            player
              ? [{ player_id: player.player_id, nickname: player.nickname, avatar_url: player.avatar_url, rating: player.rating, whatsapp: player.whatsapp }]
              : [],
          ),
        ],
      };
      if (waitlist) toast.success(messages.joinedWaitlist((await join.mutateAsync(input)).position));
      else {
        await signUp.mutateAsync(input);
        toast.success(messages.teamCreated);
      }
      clearDraft(sessionStorage, championship.id);
      void navigate(paths.championship.href(championship.id), { replace: true });
    } catch (error) {
      toast.error(serverMessage(error) ?? (waitlist ? messages.joinWaitlistError : messages.createTeamError));
    }
  };

  return (
    <Page>
      <PageHeader title={messages.slots(filledCount(draft), total)} backTo={paths.championship.href(championship.id)} />
      <p className={styles.intro}>
        {waitlist ? messages.joinWaitlistTitle : messages.createTeamTitle} · <strong className="areia-accent">{championship.title}</strong>
      </p>
      <TeamSlots user={user} draft={draft} disabled={createTeam.isPending} onChoose={choose} />
      <div className={styles.actions}>
        <Button disabled={!complete} busy={createTeam.isPending} busyLabel={messages.saving} onClick={() => void save()}>
          {messages.save}
        </Button>
        {!complete && <p className={styles.hint}>{messages.fillAllSlots}</p>}
      </div>
    </Page>
  );
}

export default function CreateTeamPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const waitlist = search.get('lista') === '1';
  const { user } = useSession();
  const detail = useQuery({ ...championshipQueries.detail(id), enabled: Boolean(id) });
  // The form draws its own page (its title counts the slots); every other state sits in this frame.
  const frame = (state: ReactNode) => (
    <Page>
      <PageHeader title={messages.createTeamTitle} backTo={id ? paths.championship.href(id) : paths.championships.href()} />
      {state}
    </Page>
  );
  const loading = <LoadingState shape="rows" />;
  return (
    <QueryView
      query={detail}
      missing={!id}
      notFound={<ChampionshipNotFound />}
      loading={loading}
      errorMessage={messages.fetchDetailError}
      frame={frame}
    >
      {(championship) => {
        // The page says what the championship's page says when there is nothing to sign up for.
        const state = signUpState(championship);
        // A full championship takes teams on its list.
        const note = waitlist && state === 'full' ? undefined : signUpNote(state);
        if (note) return frame(<EmptyState message={note} action={{ label: messages.backToChampionship, to: paths.championship.href(championship.id) }} />);
        return user ? <CreateTeamForm key={id} championship={championship} user={user} waitlist={waitlist} /> : frame(loading);
      }}
    </QueryView>
  );
}
