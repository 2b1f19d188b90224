import { formatCurrency } from '@areia/shared/core/format/format';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { messages } from '../messages';
import styles from './arena-prices.module.css';

export function ArenaPrices({ prices }: { prices: Arena['prices'] }) {
  return (
    <section className="areia-card" aria-labelledby="arena-prices-title">
      <h2 id="arena-prices-title" className={styles.title}>
        {messages.prices}
      </h2>
      {prices.length === 0 ? (
        <p className="areia-muted">{messages.noPrices}</p>
      ) : (
        <ul className={styles.list}>
          {prices.map((price, index) => (
            <li key={`${price.title}-${index}`} className={styles.row}>
              <span>{price.title}</span>
              <span className={styles.value}>{formatCurrency(price.value)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
