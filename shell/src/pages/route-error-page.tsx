import { useRouteError } from 'react-router-dom';
import { sharedMessages } from '@areia/shared/core/messages';
import { Page } from '@areia/shared/web/ui/page';
import { useDropBootSnapshot } from '../remotes/boot-snapshot';

/** The router's error screen ('Unexpected Application Error!'), with a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDropBootSnapshot();
  console.error('[areia] erro de rota', error);
  return (
    <Page>
      <div className="areia-state areia-state--error" role="alert">
        <h1>{sharedMessages.unexpectedError}</h1>
        <p className="areia-muted">{sharedMessages.unexpectedErrorHint}</p>
        {/* A full load: the router that failed may be in a bad state. */}
        <a className="areia-button areia-button--primary" href="/">
          {sharedMessages.goHome}
        </a>
      </div>
    </Page>
  );
}
