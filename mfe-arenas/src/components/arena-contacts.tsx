import type { Arena } from '@areia/shared/core/schemas/arena';
import { GlobeIcon, InstagramIcon, MapIcon, PhoneIcon } from '@areia/shared/web/ui/icons';
import { instagramHref, mapHref, phoneHref, websiteHref } from '../rules/arena-links';
import { messages } from '../messages';
import styles from './arena-contacts.module.css';

/** Outside pages open in a new tab without handing them our window (`noopener`) or our address (`noreferrer`). */
const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function ArenaContacts({ arena }: { arena: Arena }) {
  const tel = phoneHref(arena.phone);
  const instagram = instagramHref(arena.instagram);
  const website = websiteHref(arena.website);
  const map = mapHref(arena.coordinates, arena.address);
  return (
    <div className={styles.contacts}>
      {tel && (
        <a className="areia-button areia-button--primary" href={tel}>
          <PhoneIcon size={20} />
          {messages.call}
        </a>
      )}
      {map && (
        <a className="areia-button areia-button--secondary" href={map} {...external}>
          <MapIcon size={20} />
          {messages.openMap}
        </a>
      )}
      {(instagram || website) && (
        <div className={styles.links}>
          {instagram && (
            <a className="areia-button areia-button--ghost" href={instagram} {...external}>
              <InstagramIcon size={20} />
              {messages.instagram}
            </a>
          )}
          {website && (
            <a className="areia-button areia-button--ghost" href={website} {...external}>
              <GlobeIcon size={20} />
              {messages.website}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
