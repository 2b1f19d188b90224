import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { arenaQueries } from '@areia/shared/web/api/arenas';
import { paths } from '@areia/shared/core/paths';
import { PinIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { NotFoundState } from '@areia/shared/web/ui/not-found-state';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { LoadingState } from '@areia/shared/web/ui/states';
import { ArenaContacts } from '../components/arena-contacts';
import { ArenaPicture } from '../components/arena-picture';
import { ArenaPrices } from '../components/arena-prices';
import { messages } from '../messages';
import styles from './arena-page.module.css';
import { useReturnToList } from '@areia/shared/web/navigation/back-target';

export default function ArenaPage() {
  const { id = '' } = useParams();
  const backTo = useReturnToList(paths.arenas.href());
  const query = useQuery({ ...arenaQueries.detail(id), enabled: Boolean(id) });

  return (
    <Page>
      <PageHeader title={query.data?.name ?? messages.detailTitle} backTo={backTo} />
      <QueryView
        query={query}
        missing={!id}
        notFound={<NotFoundState title={messages.notFound} text={messages.notFoundText} backHref={paths.arenas.href()} backLabel={messages.backToList} />}
        loading={<LoadingState shape="detail" />}
        errorMessage={messages.detailError}
      >
        {(arena) => (
          <article className={styles.arena}>
            <ArenaPicture src={arena.main_image_url ?? arena.logo} alt={arena.name} variant="hero" />
            <p className={styles.address}>
              <PinIcon size={18} />
              <span>
                <span className="areia-visually-hidden">{messages.address}: </span>
                {arena.address}
              </span>
            </p>
            <ArenaContacts arena={arena} />
            <ArenaPrices prices={arena.prices} />
          </article>
        )}
      </QueryView>
    </Page>
  );
}
