import { paths } from '@areia/shared/core/paths';
import { NotFoundState } from '@areia/shared/web/ui/not-found-state';
import { messages } from '../messages';

/** A championship id that names nothing (the API's 404): said plainly, with the way to the list. */
export function ChampionshipNotFound() {
  return (
    <NotFoundState title={messages.notFound} text={messages.notFoundText} backHref={paths.championships.href()} backLabel={messages.backToList} />
  );
}
