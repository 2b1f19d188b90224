import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { playerQueries } from '@areia/shared/api/players';
import { requireId } from '@areia/shared/api/response';
import { isNotFound } from '@areia/shared/api/not-found';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { Avatar } from '@areia/shared/ui/avatar';
import { Chip } from '@areia/shared/ui/card';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { NotFoundState } from '@areia/shared/ui/not-found-state';
import { ErrorState, LoadingState } from '@areia/shared/ui/states';
import { PlayerStats } from '../components/player-stats';
import { messages as playerMessages } from '../messages';
import { playerProfile } from '../rules/player-profile';
import styles from './player-page.module.css';
import { useReturnToList } from '@areia/shared/navigation/back-target';

export default function PlayerPage() {
  const id = requireId(useParams().id);
  const backTo = useReturnToList(paths.players.href());
  const query = useQuery(playerQueries.detail(id));
  // An id that names nothing is not a failed load: no error toast, a not-found state instead.
  const notFound = isNotFound(query.error);
  useErrorToast(notFound ? null : query.error, playerMessages.detailError);
  const profile = query.data ? playerProfile(query.data) : null;

  return (
    <Page>
      <PageHeader title={playerMessages.detailTitle} backTo={backTo} />
      {query.isPending && <LoadingState shape="profile" />}
      {notFound && (
        <NotFoundState title={playerMessages.notFound} text={playerMessages.notFoundText} backHref={paths.players.href()} backLabel={playerMessages.backToList} />
      )}
      {query.isError && !notFound && <ErrorState message={playerMessages.detailError} onRetry={() => void query.refetch()} />}
      {profile && (
        <article>
          <div className={styles.identity}>
            <Avatar src={profile.avatarUrl} name={profile.displayName} size={96} />
            <h2 className={styles.name}>{profile.displayName}</h2>
            {profile.nickname && <p className={styles.nickname}>{profile.nickname}</p>}
            <ul className={styles.sports} aria-label={playerMessages.sports}>
              {profile.sports.map((sport) => (
                <li key={sport}>
                  <Chip accent>{sport}</Chip>
                </li>
              ))}
            </ul>
          </div>
          <PlayerStats profile={profile} />
        </article>
      )}
    </Page>
  );
}
