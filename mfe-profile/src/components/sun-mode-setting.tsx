import { useState } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '@areia/shared/core/theme';
import { saveThemeChoice, storedThemeChoice } from '@areia/shared/web/theme/apply-theme';
import { Card } from '@areia/shared/web/ui/card';
import { messages } from '../messages';
import styles from './sun-mode-setting.module.css';

/** "Modo sol" on the profile: follow the phone, always, or never; remembered on this device, shown at once. */
export function SunModeSetting() {
  const [choice, setChoice] = useState<ThemeChoice>(storedThemeChoice);
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    saveThemeChoice(next);
  };
  return (
    <Card className={styles.card}>
      <fieldset className={styles.fieldset} aria-describedby="sun-mode-hint">
        <legend className={styles.title}>{messages.sunModeTitle}</legend>
        <p id="sun-mode-hint" className={styles.hint}>
          {messages.sunModeHint}
        </p>
        <div className={styles.choices}>
          {THEME_CHOICES.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="sun-mode"
                className={styles.input}
                value={option}
                checked={choice === option}
                onChange={() => choose(option)}
              />
              {messages.sunModeChoices[option]}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
