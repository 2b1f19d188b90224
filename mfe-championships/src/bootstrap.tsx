import { mountStandalone } from '@areia/shared/web/providers/standalone';
// This remote's name and exposed pages, generated from the route manifest by the shared build config.
import { pages, remote } from 'areia-remote-pages';

void mountStandalone(remote, pages);
