import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import { firstSteps, type FirstStep } from '../rules/first-steps';
import styles from './first-steps-card.module.css';

/**
 * What a starting athlete does next, in order (rules/first-steps.ts): complete the profile, then sign up for a
 * championship of their category. Nothing once every step is done. `hasTeam`: the answer to "am I in a team?" (the
 * list's "Inscrito" filter, which the home awaits before laying out); undefined when it cannot be read: the
 * championship step stays out.
 */
export function FirstStepsCard({ user, hasTeam }: { user: UserProfile; hasTeam: boolean | undefined }) {
  const steps = firstSteps(user, hasTeam);
  if (steps.length === 0) return null;
  return (
    <Card className={styles.card} aria-labelledby="first-steps-title" data-testid="first-steps">
      <h2 id="first-steps-title" className={styles.title}>
        {messages.firstStepsTitle}
      </h2>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={step.kind} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <StepBody step={step} primary={index === 0} />
          </li>
        ))}
      </ol>
    </Card>
  );
}

function StepBody({ step, primary }: { step: FirstStep; primary: boolean }) {
  const button = `areia-button ${primary ? 'areia-button--primary' : 'areia-button--secondary'} ${styles.action}`;
  if (step.kind === 'profile') {
    return (
      <div className={styles.body}>
        <p className={styles.what}>{messages.firstStepProfile}</p>
        <p className={styles.why}>{messages.firstStepProfileMissing(step.missing)}</p>
        <Link className={button} to={paths.editProfile.href()}>
          {messages.firstStepProfileAction}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.body}>
      <p className={styles.what}>{messages.firstStepChampionship}</p>
      <p className={styles.why}>{messages.firstStepChampionshipHint(step.category)}</p>
      <Link className={button} to={paths.championships.href()} state={{ filter: 'all' }}>
        {messages.firstStepChampionshipAction}
      </Link>
    </div>
  );
}
