import { Link } from 'react-router-dom';
import { SearchIcon } from '@areia/shared/web/ui/icons';

/**
 * A detail whose id names nothing (the API's 404, a malformed id): says so, with a link to the list it belongs to —
 * not the red error and "Tentar novamente" of a failed load, since trying again cannot help.
 */
export function NotFoundState({ title, text, backHref, backLabel }: { title: string; text: string; backHref: string; backLabel: string }) {
  return (
    <div className="areia-state" data-testid="not-found-state">
      <SearchIcon size={40} />
      <h2>{title}</h2>
      <p>{text}</p>
      <Link className="areia-button areia-button--secondary areia-state__retry" to={backHref}>
        {backLabel}
      </Link>
    </div>
  );
}
