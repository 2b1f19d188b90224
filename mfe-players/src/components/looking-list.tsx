import { useInfiniteQuery } from '@tanstack/react-query';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { partnerQueries } from '@areia/shared/web/api/partners';
// The radius the home's "Jogar" counts with (GET /api/user/play).
import { LOOKING_RADIUS_KM } from '@areia/shared/core/rules/play-reach';
import { useDeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { UsersIcon } from '@areia/shared/web/ui/icons';
import { ListView } from '@areia/shared/web/ui/query-view';
import { EmptyState, LoadingState } from '@areia/shared/web/ui/states';
import { messages } from '../messages';
import { LookingCard } from './looking-card';


/**
 * "Procurando jogo": athletes looking for a partner in a championship still taking teams, newest first; with the
 * device's position (as the arenas list asks it), only championships whose arena is within LOOKING_RADIUS_KM.
 */
export function LookingList() {
  const device = useDeviceLocation();
  const near = device.status === 'located' ? device.coords : null;
  const query = useInfiniteQuery({ ...partnerQueries.looking(near, LOOKING_RADIUS_KM), enabled: device.status !== 'locating' });
  if (device.status === 'locating') return <LoadingState label={messages.lookingLocating} />;
  return (
    <>
      <p className="areia-muted">{near ? messages.lookingNear(LOOKING_RADIUS_KM) : messages.lookingEverywhere}</p>
      <ListView
        query={query}
        errorMessage={messages.lookingError}
        empty={<EmptyState message={messages.lookingEmpty} icon={<UsersIcon size={28} />} action={{ label: sharedMessages.goHome, to: paths.home.href() }} />}
      >
        {(posts) => (
          <ul className="areia-list" aria-label={messages.filterLooking}>
            {posts.map((post) => (
              <li key={post.id}>
                <LookingCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
