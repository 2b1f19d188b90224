import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { championshipTopicKeys, useLiveChampionship } from '@areia/shared/web/live/use-live-championship';
import { paths } from '@areia/shared/core/paths';
import { CachedAnswerNotice } from '@areia/shared/web/ui/cached-answer-notice';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { FoundView } from '@areia/shared/web/ui/query-view';
import { Tabs, type TabItem } from '@areia/shared/web/ui/tabs';
import { ChampionshipNotFound } from '../components/championship-not-found';
import { GamesPanel, GroupsPanel, ResultsPanel } from '../components/details-tabs';
import { messages } from '../messages';
import { parseDetailsTab, type DetailsTab } from '../rules/details-tab';

const TABS: readonly TabItem<DetailsTab>[] = [
  { id: 'grupos', label: messages.tabGroups },
  { id: 'jogos', label: messages.tabGames },
  { id: 'geral', label: messages.tabResults },
];

export default function ChampionshipDetailsPage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseDetailsTab(searchParams.get('aba'));
  // The title only: served from the detail page's cache when coming from it.
  const detail = useQuery({ ...championshipQueries.detail(id), enabled: Boolean(id) });
  // Scores, pools and standings follow the championship's live stream.
  useLiveChampionship(id || undefined, championshipTopicKeys(VOLEI_MODALITY_ID, id));

  const back = id ? paths.championship.href(id) : paths.championships.href();
  return (
    <Page>
      <PageHeader title={detail.data?.title ?? messages.detailsTitle} backTo={back} />
      <CachedAnswerNotice />
      <FoundView query={detail} missing={!id} notFound={<ChampionshipNotFound />}>
        <Tabs
          tabs={TABS}
          active={active}
          label={messages.tabsLabel}
          idPrefix="details"
          onChange={(tab) => setSearchParams({ aba: tab }, { replace: true })}
        />
        <section id={`details-panel-${active}`} role="tabpanel" aria-labelledby={`details-tab-${active}`}>
          {active === 'grupos' && <GroupsPanel championshipId={id} />}
          {active === 'jogos' && <GamesPanel championshipId={id} />}
          {active === 'geral' && <ResultsPanel championshipId={id} />}
        </section>
      </FoundView>
    </Page>
  );
}
