import { Link } from 'react-router-dom';
import type { Championship } from '@areia/shared/core/schemas/championship';
import { CHAMPIONSHIP_STATUS } from '@areia/shared/core/constants';
import { formatPrice, formatShortDate } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import { championshipStart } from '@areia/shared/core/rules/championship';
import type { Stage } from '@areia/shared/core/rules/lifecycle';
import { Chip } from '@areia/shared/web/ui/card';
import { CalendarIcon, TrophyIcon } from '@areia/shared/web/ui/icons';
import { stageText } from '../rules/stage-text';
import styles from './championship-card.module.css';

/** Open sign-ups read quietly beside the price; a running championship in the accent; closed ones as a warning. */
const STATUS_CLASS: Record<Stage, string> = {
  inscricoes_abertas: '',
  inscricoes_encerradas: styles.statusClosed ?? '',
  em_andamento: styles.statusLive ?? '',
  finalizado: styles.statusDone ?? '',
  cancelado: styles.statusCancelled ?? '',
};

function CardBody({ championship, eager }: { championship: Championship; eager: boolean }) {
  const image = championship.banner_url ?? championship.logo;
  const open = championship.status === CHAMPIONSHIP_STATUS.open;
  return (
    <>
      {image ? (
        <img
          className={styles.media}
          src={image}
          alt=""
          width={84}
          height={84}
          // The first cards hold the page's largest paint: load them at once, the rest when scrolled to.
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
      ) : (
        <span className={`${styles.media} ${styles.placeholder}`} aria-hidden="true">
          <TrophyIcon size={32} />
        </span>
      )}
      <span className={styles.body}>
        <span className={styles.title}>{championship.title}</span>
        <span className={styles.meta}>
          <Chip accent>{championship.category}</Chip>
          <span className={styles.date}>
            <CalendarIcon size={14} /> {formatShortDate(championshipStart(championship))}
          </span>
        </span>
        <span className={styles.footer}>
          {open && <span className={styles.price}>{formatPrice(championship.price)}</span>}
          <span className={`${styles.status} ${STATUS_CLASS[championship.stage]}`} data-testid="championship-status" data-stage={championship.stage}>
            {stageText(championship)}
          </span>
        </span>
      </span>
    </>
  );
}

/** Every card opens its page, closed or not: the page says what may still be done there. */
export function ChampionshipCard({ championship, eager = false }: { championship: Championship; eager?: boolean }) {
  return (
    <Link
      to={paths.championship.href(championship.id)}
      className={`areia-card areia-card--link ${styles.card}`}
      data-testid="championship-card"
    >
      <CardBody championship={championship} eager={eager} />
    </Link>
  );
}
