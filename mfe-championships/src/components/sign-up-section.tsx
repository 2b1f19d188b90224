import { useNavigate } from 'react-router-dom';
import type { Championship } from '@areia/shared/core/schemas/championship';
import { formatPrice } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import { Button } from '@areia/shared/web/ui/button';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import type { SignUpState } from '@areia/shared/core/rules/championship';
import { afterDraw, signUpNote } from '../rules/sign-up-note';
import styles from './championship-detail.module.css';

/**
 * 'Valores': the per-person price and the sign-up button, disabled with the reason when signing up is not possible.
 * Being registered is said once, here, as the page's state, not as a toast on every visit. Past the
 * draw there is nothing to sign up for: the section only says where the championship is.
 */
export function SignUpSection({ championship, state }: { championship: Championship; state: SignUpState }) {
  const navigate = useNavigate();
  const price = formatPrice(championship.price);
  if (afterDraw(state)) {
    return (
      <Card className={styles.section}>
        <p className={styles.note} role="note" data-testid="stage-note">
          {signUpNote(state)}
        </p>
      </Card>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="prices-title">
      <h2 id="prices-title" className={styles.sectionTitle}>
        {messages.prices}
      </h2>
      <Card className={styles.section}>
        <p className={styles.price}>
          <span className={styles.priceValue}>{price}</span>
          {championship.price !== 0 && <span className="areia-muted">{messages.perPerson}</span>}
        </p>
        <Button
          disabled={state !== 'open'}
          aria-describedby={state !== 'open' ? 'sign-up-note' : undefined}
          onClick={() => void navigate(paths.createTeam.href(championship.id))}
        >
          {championship.price === 0 ? messages.signUpFree : messages.signUpFor(price)}
        </Button>
        {state !== 'open' && (
          <p id="sign-up-note" className={styles.note} role="note">
            {signUpNote(state)}
          </p>
        )}
      </Card>
    </section>
  );
}
