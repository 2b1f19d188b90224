import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PARTNER_CITY_MAX, PARTNER_NOTE_MAX } from '@areia/shared/core/constants';
import type { PartnerPost } from '@areia/shared/core/schemas/partner';
import type { ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import { serverMessage } from '@areia/shared/web/api/client';
import { pageItems } from '@areia/shared/web/api/paging';
import { partnerQueries, useInvitePartner, usePostLooking, useWithdrawLooking } from '@areia/shared/web/api/partners';
import { toast } from '@areia/shared/web/feedback/toast';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Button } from '@areia/shared/web/ui/button';
import { Card } from '@areia/shared/web/ui/card';
import { TextField } from '@areia/shared/web/ui/field';
import { LoadMore, loadMoreProps } from '@areia/shared/web/ui/load-more';
import { ErrorState, LoadingState } from '@areia/shared/web/ui/states';
import { messages } from '../messages';
import detail from './championship-detail.module.css';
import styles from './partner-section.module.css';

/**
 * "Procuro dupla" on a championship taking teams: how many athletes look for a partner, the caller's own post or the
 * form to post (a short note and their city), and the others best fit first, each with the reason in words and a
 * "Convidar" that sends the usual team invitation.
 */
export function PartnerSection({ championship }: { championship: ChampionshipDetail }) {
  const open = championship.stage === 'inscricoes_abertas';
  const summary = useQuery({ ...partnerQueries.summary(championship.id), enabled: open });
  if (!open) return null;
  return (
    <section className={detail.section} aria-labelledby="partners-title" data-testid="partner-section">
      <h2 id="partners-title" className={detail.sectionTitle}>
        {messages.partnersTitle}
      </h2>
      <Card className={detail.section}>
        {summary.isPending ? (
          <LoadingState shape="rows" />
        ) : summary.isError ? (
          <ErrorState message={messages.partnersListError} onRetry={() => void summary.refetch()} />
        ) : (
          <>
            <p className={styles.count} data-testid="partners-count">
              {messages.partnersCount(summary.data.count)}
            </p>
            {summary.data.mine ? (
              <MyPost championshipId={championship.id} note={summary.data.mine.note} />
            ) : summary.data.can_post ? (
              <PostForm championshipId={championship.id} />
            ) : (
              summary.data.refusal && <p className={detail.hint}>{summary.data.refusal}</p>
            )}
          </>
        )}
      </Card>
      <PartnerList championshipId={championship.id} canInvite={!championship.isRegistered} />
    </section>
  );
}

function PostForm({ championshipId }: { championshipId: string }) {
  const [note, setNote] = useState('');
  const [city, setCity] = useState('');
  const [error, setError] = useState<string | undefined>();
  const posting = usePostLooking(championshipId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    posting.mutate(
      { note, city },
      {
        onSuccess: () => toast.success(messages.partnerPosted),
        onError: (failure) => setError(serverMessage(failure) ?? messages.partnerPostError),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={messages.partnerNote}
        placeholder={messages.partnerNotePlaceholder}
        maxLength={PARTNER_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={error}
      />
      <TextField
        label={messages.partnerCity}
        placeholder={messages.partnerCityPlaceholder}
        maxLength={PARTNER_CITY_MAX}
        autoComplete="address-level2"
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <Button type="submit" busy={posting.isPending} busyLabel={messages.partnerPosting}>
        {messages.partnerPost}
      </Button>
    </form>
  );
}

function MyPost({ championshipId, note }: { championshipId: string; note: string | null }) {
  const withdraw = useWithdrawLooking(championshipId);
  return (
    <>
      <p className={styles.mine} data-testid="partner-mine">
        {messages.partnerMine}
      </p>
      {note && <p className={`${styles.note} ${detail.text}`}>“{note}”</p>}
      <Button
        variant="secondary"
        busy={withdraw.isPending}
        busyLabel={messages.partnerWithdrawing}
        onClick={() => withdraw.mutate(undefined, { onError: (failure) => toast.error(serverMessage(failure) ?? messages.partnerWithdrawError) })}
      >
        {messages.partnerWithdraw}
      </Button>
    </>
  );
}

function PartnerList({ championshipId, canInvite }: { championshipId: string; canInvite: boolean }) {
  const list = useInfiniteQuery(partnerQueries.list(championshipId));
  const invite = useInvitePartner(championshipId);
  if (list.isPending) return <LoadingState shape="rows" />;
  if (list.isError) return <ErrorState message={messages.partnersListError} onRetry={() => void list.refetch()} />;
  const posts = pageItems(list.data);
  if (posts.length === 0) return <p className={detail.hint}>{messages.partnersEmpty}</p>;
  const send = (post: PartnerPost) =>
    invite.mutate(post.athlete.id, {
      onSuccess: () => toast.success(messages.partnerInvited(post.athlete.nickname)),
      onError: (failure) => toast.error(serverMessage(failure) ?? messages.partnerInviteError),
    });
  return (
    <>
      <h3 className={detail.sectionTitle}>{messages.partnersListTitle}</h3>
      <ul className={styles.list} data-testid="partner-list">
        {posts.map((post) => (
          <li key={post.id}>
            <Card className={styles.card} data-testid="partner-card">
              <Avatar src={post.athlete.avatar_url} name={post.athlete.nickname} size={44} />
              <span className={styles.who}>
                <span className={styles.name}>{post.athlete.nickname}</span>
                <span className={styles.reason} data-testid="partner-reason">
                  {post.reason}
                </span>
                {post.note && <span className={styles.note}>“{post.note}”</span>}
                {!post.eligible && <span className={styles.ineligible}>{messages.partnerIneligible}</span>}
              </span>
              {canInvite && post.eligible && (
                <Button
                  className={styles.invite}
                  aria-label={messages.partnerInviteLabel(post.athlete.nickname)}
                  busy={invite.isPending && invite.variables === post.athlete.id}
                  busyLabel={messages.partnerInviting}
                  disabled={invite.isPending}
                  onClick={() => send(post)}
                >
                  {messages.partnerInvite}
                </Button>
              )}
            </Card>
          </li>
        ))}
      </ul>
      <LoadMore {...loadMoreProps(list)} />
    </>
  );
}
