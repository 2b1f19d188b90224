import type { SetInput } from '../rules/score-form';
import { messages as m } from '../messages';
import styles from './organizer.module.css';

interface SetInputsProps {
  teamA: string;
  teamB: string;
  rows: SetInput[];
  onChange: (rows: SetInput[]) => void;
  disabled?: boolean;
  /** The set the last check refused (1-based), outlined in red. */
  invalidSet?: number;
}

/** Three sets, each a pair of number inputs (team A, team B); big enough to type with a thumb at the court. */
export function SetInputs({ teamA, teamB, rows, onChange, disabled, invalidSet }: SetInputsProps) {
  const update = (index: number, side: 'a' | 'b', value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 2);
    onChange(rows.map((row, i) => (i === index ? { ...row, [side]: digits } : row)));
  };
  return (
    <div className={styles.sets} role="group" aria-label={m.scoreTitle}>
      <span />
      <span className={styles.head} title={teamA}>{teamA}</span>
      <span className={styles.head} title={teamB}>{teamB}</span>
      {rows.map((row, index) => {
        const number = index + 1;
        const invalid = invalidSet === number ? true : undefined;
        return [
          <span key={`l${number}`} className={styles.setLabel}>
            {m.setLabel(number)}
          </span>,
          <input
            key={`a${number}`}
            className="areia-field__control"
            inputMode="numeric"
            pattern="[0-9]*"
            aria-label={m.setPoints(number, teamA)}
            aria-invalid={invalid}
            value={row.a}
            disabled={disabled}
            onChange={(event) => update(index, 'a', event.target.value)}
          />,
          <input
            key={`b${number}`}
            className="areia-field__control"
            inputMode="numeric"
            pattern="[0-9]*"
            aria-label={m.setPoints(number, teamB)}
            aria-invalid={invalid}
            value={row.b}
            disabled={disabled}
            onChange={(event) => update(index, 'b', event.target.value)}
          />,
        ];
      })}
    </div>
  );
}
