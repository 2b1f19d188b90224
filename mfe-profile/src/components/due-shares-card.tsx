import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { PAY_PARAM } from '@areia/shared/core/rules/notices';
import { payBy } from '@areia/shared/core/rules/payment';
import { paymentQueries } from '@areia/shared/web/api/payments';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import styles from './due-shares-card.module.css';

/**
 * What the athlete still owes, where they look first: one line per share ("Pague R$ 60,00 até 18:00 de sexta") and
 * the way to the championship with its PIX sheet open. Nothing at all when nothing is owed, while loading, or when the
 * list cannot be read (the championship page still shows its own share).
 */
export function DueSharesCard() {
  const due = useQuery(paymentQueries.due());
  if (!due.data || due.data.length === 0) return null;
  const now = new Date();
  return (
    <Card className={styles.card} aria-labelledby="due-shares-title" data-testid="due-shares">
      <h2 id="due-shares-title" className={styles.title}>
        {messages.dueSharesTitle}
      </h2>
      <ul className={styles.list}>
        {due.data.map((share) => (
          <li key={share.id} className={styles.item}>
            <p className={styles.line}>{payBy(share.amount_cents, new Date(share.deadline), now)}</p>
            <p className={styles.where}>{share.championship_title}</p>
            <Link className={`areia-button areia-button--primary ${styles.pay}`} to={`${paths.championship.href(share.championship_id)}?${PAY_PARAM}=1`} aria-label={messages.dueSharePay(share.championship_title)}>
              {messages.dueSharePayShort}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
