import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { useSession } from '@areia/shared/web/session/session-context';
import { Page } from '@areia/shared/web/ui/page';
import { documentTitle, routeTitles } from '../messages';

export function NotFoundPage() {
  const { user } = useSession();
  useEffect(() => {
    document.title = documentTitle(routeTitles.notFound);
  }, []);
  return (
    <Page>
      <div className="areia-state">
        <p className="areia-accent" style={{ fontSize: '3rem', fontWeight: 800, margin: 0 }}>404</p>
        <h1>{sharedMessages.notFoundTitle}</h1>
        <p>{sharedMessages.notFoundText}</p>
        <Link className="areia-button areia-button--primary" to={user ? paths.home.href() : paths.landing.href()}>
          {sharedMessages.goHome}
        </Link>
      </div>
    </Page>
  );
}
