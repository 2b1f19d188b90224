import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { httpStatus } from '@areia/shared/web/api/client';
import { organizerQueries } from '@areia/shared/web/api/organizer';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import { stageStatus } from '@areia/shared/core/rules/lifecycle';
import { Chip } from '@areia/shared/web/ui/card';
import { PlusIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ListView } from '@areia/shared/web/ui/query-view';
import { EmptyState } from '@areia/shared/web/ui/states';
import { NoAccess, OrganizerGate } from '../components/organizer-gate';
import styles from '../components/organizer.module.css';
import { messages as m } from '../messages';
import { championshipStage, STAGE_LABELS } from '../rules/championship-stage';

function MyChampionships() {
  // A page at a time as the organizer scrolls (LoadMore's sentinel asks for the next one).
  const query = useInfiniteQuery(organizerQueries.mine());
  if (query.isError && httpStatus(query.error) === 403) return <NoAccess />;
  return (
    <Page>
      <PageHeader title={m.myChampionships} backTo={paths.home.href()} />
      <Link className="areia-button areia-button--primary" to={paths.organizerNewChampionship.href()}>
        <PlusIcon size={18} /> {m.newChampionship}
      </Link>
      <Link className="areia-button areia-button--ghost" to={paths.organizerPix.href()} style={{ marginTop: 8 }}>
        {m.pixLink}
      </Link>
      <div style={{ height: 16 }} />
      <ListView query={query} errorMessage={m.listError} empty={<EmptyState message={m.emptyList} />}>
        {(championships) => (
          <ul className="areia-list" aria-label={m.myChampionships}>
            {championships.map((championship) => (
              <li key={championship.id}>
                <Link className="areia-card areia-card--link" to={paths.organizerChampionship.href(championship.id)}>
                  <h2 className={styles.cardTitle}>{championship.title}</h2>
                  <p className={styles.meta}>
                    {formatShortDate(championship.occurs)} · {formatTime(championship.occurs)} · {championship.arenaName}
                  </p>
                  <div className={styles.status}>
                    <Chip accent>{stageStatus(championship.stage, championship.maxTeams - championship.teamsCount)}</Chip>
                    {championship.stage === 'em_andamento' && <Chip>{STAGE_LABELS[championshipStage(championship)]}</Chip>}
                    <Chip>{championship.category}</Chip>
                    <Chip>{m.teams(championship.teamsCount, championship.maxTeams)}</Chip>
                    {championship.isDisabled && <Chip>{m.disabled}</Chip>}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </Page>
  );
}

export default function OrganizerChampionshipsPage() {
  return (
    <OrganizerGate>
      <MyChampionships />
    </OrganizerGate>
  );
}
