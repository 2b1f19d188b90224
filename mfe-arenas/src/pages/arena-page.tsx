import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { arenaQueries } from '@areia/shared/api/arenas';
import { requireId } from '@areia/shared/api/response';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { PinIcon } from '@areia/shared/ui/icons';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { ErrorState, LoadingState } from '@areia/shared/ui/states';
import { ArenaContacts } from '../components/arena-contacts';
import { ArenaPicture } from '../components/arena-picture';
import { ArenaPrices } from '../components/arena-prices';
import { arenaMessages } from '../messages';
import styles from './arena-page.module.css';

/** Back returns to the list the arena was opened from (its search and filter), else to the plain list. */
function useBackTarget(): string {
  const state = useLocation().state as { from?: unknown } | null;
  return typeof state?.from === 'string' && state.from.startsWith(paths.arenas.href()) ? state.from : paths.arenas.href();
}

export default function ArenaPage() {
  const id = requireId(useParams().id);
  const backTo = useBackTarget();
  const query = useQuery(arenaQueries.detail(id));
  useErrorToast(query.error, arenaMessages.detailError);
  const arena = query.data;

  return (
    <Page>
      <PageHeader title={arena?.name ?? arenaMessages.detailTitle} backTo={backTo} />
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState message={arenaMessages.detailError} />}
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
