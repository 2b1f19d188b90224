import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { httpStatus, serverMessage } from '@areia/shared/web/api/client';
import { useCreateComplaint } from '@areia/shared/web/api/complaints';
import { formatShortDate } from '@areia/shared/core/format/format';
import { useBackTarget } from '@areia/shared/web/navigation/back-target';
import { paths } from '@areia/shared/core/paths';
import { championshipStart } from '@areia/shared/core/rules/championship';
import { COMPLAINT_REASON_WRONG_CATEGORY } from '@areia/shared/core/constants';
import { useSession } from '@areia/shared/web/session/session-context';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Button } from '@areia/shared/web/ui/button';
import { Card, Chip } from '@areia/shared/web/ui/card';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { EmptyState } from '@areia/shared/web/ui/states';
import { messages } from '../messages';
import { whatsappUrl } from '../rules/complaint-link';
import { complaintFailure } from '../rules/complaint-outcome';
import { parseComplaintState } from '../rules/complaint-state';
import { isMember } from '../rules/invitation-link';
import { openPendingTab } from '../rules/pending-tab';
import styles from '../components/complaint.module.css';

export default function ComplaintPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const complaint = useCreateComplaint();
  // Once sent (or refused as a repeat) the complaint stays sent for this visit: one athlete, one complaint per team.
  const [sent, setSent] = useState<{ whatsapp: string | null } | null>(null);
  const fallbackBack = useBackTarget(paths.championships.href());
  const data = parseComplaintState(location.state);
  const championship = data?.championship;
  const team = data?.team;
  const back = championship?.id ? paths.championship.href(championship.id) : fallbackBack;
  // Nobody reports their own team (the API answers 403 too); the screen says so instead of offering the button.
  const ownTeam = Boolean(team && isMember(team, user?.id));

  if (!data) {
    return (
      <Page>
        {/* The one back button is the one under the message. */}
        <PageHeader title={messages.complaintTitle} />
        <div className={styles.empty}>
          <EmptyState message={messages.noTeamData} />
          <Button variant="ghost" onClick={() => void (fallbackBack === -1 ? navigate(-1) : navigate(fallbackBack))}>
            {messages.backButton}
          </Button>
        </div>
      </Page>
    );
  }

  const send = async () => {
    if (!user) {
      toast.error(messages.mustBeLoggedIn);
      return;
    }
    if (!team?.id || !championship?.id) {
      toast.error(messages.missingComplaintData);
      return;
    }
    // Before any await, or the browser treats the tab as an unrequested popup.
    const tab = openPendingTab();
    try {
      await complaint.mutateAsync({
        championshipId: championship.id,
        teamId: team.id,
        input: { reported_by_id: user.id, reason: COMPLAINT_REASON_WRONG_CATEGORY },
      });
    } catch (error) {
      tab.cancel();
      const failure = complaintFailure(httpStatus(error), serverMessage(error));
      toast.error(failure.message);
      if (failure.alreadySent) setSent({ whatsapp: null });
      return;
    }
    const url = whatsappUrl(championship.contact, messages.complaintWhatsappText(championship.title, championship.id, team.team));
    tab.go(url);
    setSent({ whatsapp: url });
    toast.success(messages.complaintSent);
  };

  return (
    <Page>
      <PageHeader title={messages.complaintTitle} backTo={back} />
      {championship && (
        <section className={styles.block} aria-labelledby="complaint-championship">
          <p className={styles.label}>{messages.complaintChampionship}</p>
          <h2 id="complaint-championship" className={styles.title}>
            {championship.title}
          </h2>
          <p className={styles.meta}>
            <Chip accent>{championship.category}</Chip>
            <span>{formatShortDate(championshipStart(championship))}</span>
          </p>
        </section>
      )}
      {team && (
        <section className={styles.block} aria-labelledby="complaint-team">
          <p className={styles.label}>{messages.complaintTeam}</p>
          <h2 id="complaint-team" className={styles.title}>
            {team.team}
          </h2>
          <ul className="areia-list" aria-label={messages.complaintPlayers}>
            {team.team_members.map((member) => (
              <li key={member.player_id}>
                <Card className={styles.member}>
                  <Avatar src={member.avatar_url} name={member.nickname ?? member.fullname} size={44} />
                  <span className={styles.memberName}>
                    <strong>{member.nickname ?? member.fullname}</strong>
                    {member.fullname && <span className="areia-muted">{member.fullname}</span>}
                  </span>
                  <span className={styles.rating}>{member.rating}</span>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ownTeam ? (
        <p className={styles.explain} role="note">
          {messages.ownTeamComplaint}
        </p>
      ) : (
        <>
          <p className={styles.explain}>{messages.complaintExplain}</p>
          <div className={styles.actions}>
            <Button variant="danger" disabled={sent !== null} busy={complaint.isPending} busyLabel={messages.sending} onClick={() => void send()}>
              {sent ? messages.complaintDone : messages.reportWrongCategory}
            </Button>
            {/* Also the way in when the browser blocked the tab, or the athlete closed it. */}
            {sent?.whatsapp && (
              <a className="areia-button areia-button--secondary" href={sent.whatsapp} target="_blank" rel="noopener noreferrer">
                {messages.openWhatsapp}
              </a>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
