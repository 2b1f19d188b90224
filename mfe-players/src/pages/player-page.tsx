import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { playerQueries } from '@areia/shared/web/api/players';
import { paths } from '@areia/shared/core/paths';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { Chip } from '@areia/shared/web/ui/card';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { NotFoundState } from '@areia/shared/web/ui/not-found-state';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { LoadingState } from '@areia/shared/web/ui/states';
import { PlayerFigures } from '@areia/shared/web/ui/player-figures';
import { RankingHistory } from '../components/ranking-history';
import { messages } from '../messages';
import { playerProfile } from '../rules/player-profile';
import styles from './player-page.module.css';
import { useReturnToList } from '@areia/shared/web/navigation/back-target';
import { useSession } from '@areia/shared/web/session/session-context';

export default function PlayerPage() {
  const { id = '' } = useParams();
  const backTo = useReturnToList(paths.players.href());
  const query = useQuery({ ...playerQueries.detail(id), enabled: Boolean(id) });
  const { user } = useSession();

  return (
    <Page>
      <PageHeader title={messages.detailTitle} backTo={backTo} />
      <QueryView
        query={query}
        missing={!id}
        notFound={<NotFoundState title={messages.notFound} text={messages.notFoundText} backHref={paths.players.href()} backLabel={messages.backToList} />}
        loading={<LoadingState shape="profile" />}
        errorMessage={messages.detailError}
      >
        {(player) => {
          const profile = playerProfile(player);
          return (
            <article>
              <div className={styles.identity}>
                <Avatar src={profile.avatarUrl} name={profile.displayName} size={96} />
                <h2 className={styles.name}>{profile.displayName}</h2>
                {profile.nickname && <p className={styles.nickname}>{profile.nickname}</p>}
                <ul className={styles.sports} aria-label={messages.sports}>
                  {profile.sports.map((sport) => (
                    <li key={sport}>
                      <Chip accent>{sport}</Chip>
                    </li>
                  ))}
                </ul>
              </div>
              <PlayerFigures figures={profile} />
              <RankingHistory playerId={id} shareable={user?.id === id} />
            </article>
          );
        }}
      </QueryView>
    </Page>
  );
}
