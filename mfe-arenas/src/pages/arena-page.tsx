import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { arenaQueries } from '@areia/shared/api/arenas';
import { requireId } from '@areia/shared/api/response';
import { isNotFound } from '@areia/shared/api/not-found';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { PinIcon } from '@areia/shared/ui/icons';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { NotFoundState } from '@areia/shared/ui/not-found-state';
import { ErrorState, LoadingState } from '@areia/shared/ui/states';
import { ArenaContacts } from '../components/arena-contacts';
import { ArenaPicture } from '../components/arena-picture';
import { ArenaPrices } from '../components/arena-prices';
import { messages as arenaMessages } from '../messages';
import styles from './arena-page.module.css';
import { useReturnToList } from '@areia/shared/navigation/back-target';

export default function ArenaPage() {
  const id = requireId(useParams().id);
  const backTo = useReturnToList(paths.arenas.href());
  const query = useQuery(arenaQueries.detail(id));
  // An id that names nothing is not a failed load: no error toast, a not-found state instead.
  const notFound = isNotFound(query.error);
  useErrorToast(notFound ? null : query.error, arenaMessages.detailError);
  const arena = query.data;

  return (
    <Page>
      <PageHeader title={arena?.name ?? arenaMessages.detailTitle} backTo={backTo} />
      {query.isPending && <LoadingState shape="detail" />}
      {notFound && (
        <NotFoundState title={arenaMessages.notFound} text={arenaMessages.notFoundText} backHref={paths.arenas.href()} backLabel={arenaMessages.backToList} />
      )}
      {query.isError && !notFound && <ErrorState message={arenaMessages.detailError} onRetry={() => void query.refetch()} />}
      {arena && (
        <article className={styles.arena}>
          <ArenaPicture src={arena.main_image_url ?? arena.logo} alt={arena.name} variant="hero" />
          <p className={styles.address}>
            <PinIcon size={18} />
            <span>
              <span className="areia-visually-hidden">{arenaMessages.address}: </span>
              {arena.address}
            </span>
          </p>
          <ArenaContacts arena={arena} />
          <ArenaPrices prices={arena.prices} />
        </article>
      )}
    </Page>
  );
}
