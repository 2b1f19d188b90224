import { Link, useNavigate } from 'react-router-dom';
import { shortId } from '@areia/shared/core/format/format';
import { rankingMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { EditIcon } from '@areia/shared/web/ui/icons';
import { IconButton, Page, PageHeader } from '@areia/shared/web/ui/page';
import { CachedAnswerNotice } from '@areia/shared/web/ui/cached-answer-notice';
import { LoadingState } from '@areia/shared/web/ui/states';
import { CalendarSubscription } from '../components/calendar-subscription';
import { ModalityChips } from '../components/modality-chips';
import { ProfileStatistics } from '../components/profile-statistics';
import { SunModeSetting } from '../components/sun-mode-setting';
import { PushSetting } from '../components/push-setting';
import { messages } from '../messages';
import { profileStats } from '../rules/profile-stats';
import styles from './profile-page.module.css';

export default function ProfilePage() {
  const navigate = useNavigate();
  const { user, loading } = useSession();
  return (
    <Page>
      <PageHeader
        title={messages.profileTitle}
        backTo={paths.home.href()}
        actions={
          <IconButton label={messages.editProfileAction} onClick={() => void navigate(paths.editProfile.href())}>
            <EditIcon />
          </IconButton>
        }
      />
      <CachedAnswerNotice />
      {loading || !user ? (
        <LoadingState shape="profile" />
      ) : (
        <>
          <section className={styles.hero}>
            <Avatar src={user.avatar_url} name={user.full_name ?? user.nickname} size={104} />
            <h2 className={styles.name}>{user.full_name?.trim() || user.nickname}</h2>
            {user.nickname && <p className={styles.nickname}>@{user.nickname}</p>}
            <p className={styles.id}>
              {messages.shortIdLabel} <span className={styles.idValue}>{shortId(user.id)}</span>
            </p>
          </section>
          <ModalityChips userId={user.id} />
          <ProfileStatistics stats={profileStats(user)} />
          <Link className="areia-button areia-button--secondary" to={paths.player.href(user.id)} style={{ marginTop: 16 }}>
            {rankingMessages.historyTitle}
          </Link>
          <SunModeSetting />
          <PushSetting />
          <CalendarSubscription userId={user.id} />
          {user.isOrganizer && (
            <Link className="areia-button areia-button--secondary" to={paths.organizer.href()} style={{ marginTop: 16 }}>
              {messages.organizerArea}
            </Link>
          )}
        </>
      )}
    </Page>
  );
}
