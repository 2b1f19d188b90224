import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { serverMessage } from '@areia/shared/web/api/client';
import { useAnswerInvitation, useInvitationPages } from '@areia/shared/web/api/invitations';
import { formatLongDate, formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Button } from '@areia/shared/web/ui/button';
import { Chip } from '@areia/shared/web/ui/card';
import { CalendarIcon, MailIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ListView } from '@areia/shared/web/ui/query-view';
import { messages } from '../messages';
import styles from '../components/invitations.module.css';

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const answer = useAnswerInvitation();
  const navigate = useNavigate();
  const { championship, team } = invitation;
  const titleId = `invitation-${invitation.id}`;

  const respond = async (choice: 'accept' | 'decline') => {
    try {
      const answered = await answer.mutateAsync({ invitation, answer: choice });
      if (choice === 'decline') toast.info(messages.declined);
      else {
        toast.success(answered.team.status === 'confirmed' ? messages.accepted : messages.acceptedWaiting);
        // The team is now there: the championship shows it, and the share to pay when there is one.
        void navigate(paths.championship.href(championship.id));
      }
    } catch (error) {
      toast.error(serverMessage(error) ?? messages.answerError);
    }
  };

  return (
    <article className={`areia-card ${styles.card}`} aria-labelledby={titleId} data-testid="invitation">
      <p className={styles.from}>{messages.invitedBy(invitation.invited_by.nickname)}</p>
      <h2 id={titleId} className={styles.title}>
        {championship.title}
      </h2>
      <div className={styles.meta}>
        <Chip accent>{championship.category}</Chip>
        <span className={styles.when}>
          <CalendarIcon size={16} /> {formatLongDate(championship.occurs)} · {formatTime(championship.occurs)}
        </span>
      </div>
      <div className={styles.team}>
        <span className={styles.avatars} aria-hidden="true">
          {team.team_members.map((member) => (
            <Avatar key={member.player_id} src={member.avatar_url} name={member.nickname ?? member.fullname} size={36} />
          ))}
        </span>
        <span className={styles.teamName}>{team.team}</span>
      </div>
      <p className={styles.deadline}>
        {messages.answerUntil(`${formatShortDate(invitation.expires_at)} ${formatTime(invitation.expires_at)}`)}
      </p>
      <div className={styles.actions}>
        <Button
          aria-label={messages.acceptFor(championship.title)}
          busy={answer.isPending && answer.variables?.answer === 'accept'}
          disabled={answer.isPending}
          onClick={() => void respond('accept')}
        >
          {messages.accept}
        </Button>
        <Button
          variant="danger"
          aria-label={messages.declineFor(championship.title)}
          busy={answer.isPending && answer.variables?.answer === 'decline'}
          disabled={answer.isPending}
          onClick={() => void respond('decline')}
        >
          {messages.decline}
        </Button>
      </div>
      <Link className={styles.link} to={paths.championship.href(championship.id)}>
        {messages.seeChampionship}
      </Link>
    </article>
  );
}

/**
 * The invitations to play the user has not answered yet, with "Aceitar" and "Recusar" — a page at a time
 * as the athlete scrolls (docs/architecture.md, "Data and scale"), oldest first.
 */
export default function InvitationsPage() {
  const invitations = useInvitationPages();
  return (
    <Page>
      <PageHeader title={messages.invitationsTitle} backTo={paths.home.href()} />
      <ListView
        query={invitations}
        errorMessage={messages.invitationsError}
        empty={
          <div className={styles.empty} role="status">
            <MailIcon size={40} />
            <p className={styles.emptyTitle}>{messages.noInvitations}</p>
            <p className={styles.emptyHint}>{messages.noInvitationsHint}</p>
            <Link className="areia-button areia-button--secondary" to={paths.championships.href()}>
              {messages.listTitle}
            </Link>
          </div>
        }
      >
        {(rows) => (
          <ul className="areia-list" aria-label={messages.invitationsLabel}>
            {rows.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Page>
  );
}
