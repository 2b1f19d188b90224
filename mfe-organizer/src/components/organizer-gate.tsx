import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { NotFoundState } from '@areia/shared/web/ui/not-found-state';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { LoadingState } from '@areia/shared/web/ui/states';
import { messages as m } from '../messages';

/** The "sem acesso" page: what an athlete who does not organize sees under /organizer (the API says 403 too). */
export function NoAccess() {
  return (
    <Page>
      <PageHeader title={m.areaTitle} backTo={paths.home.href()} />
      <div className="areia-state" role="alert" data-testid="organizer-no-access">
        <h2 style={{ color: 'var(--areia-text)' }}>{m.noAccessTitle}</h2>
        <p>{m.noAccessText}</p>
        <Link className="areia-button areia-button--primary" to={paths.home.href()}>
          {m.goHome}
        </Link>
      </div>
    </Page>
  );
}

/** An organizer championship id that names nothing (the API's 404): said plainly, with the way to the list. */
export function OrganizerChampionshipNotFound() {
  return <NotFoundState title={m.notFound} text={m.notFoundText} backHref={paths.organizer.href()} backLabel={m.backToList} />;
}

/** Every organizer page sits behind this: the shell's guard has a user; only an organizer passes. */
export function OrganizerGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!user) return <LoadingState />;
  if (!user.isOrganizer) return <NoAccess />;
  return <>{children}</>;
}
