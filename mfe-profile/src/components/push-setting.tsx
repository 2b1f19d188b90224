import { useMemo } from 'react';
import { PUSH_GROUPS, pushGroupLabels } from '@areia/shared/core/rules/push';
import { Card } from '@areia/shared/web/ui/card';
import { currentPushEnvironment, pushAvailability } from '../rules/push-availability';
import { usePushDevice } from '../hooks/use-push-device';
import { IosInstallSteps } from './ios-install-steps';
import { messages } from '../messages';
import styles from './push-setting.module.css';

function Switch({ id, label, hint, checked, disabled, onChange }: { id: string; label: string; hint?: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className={styles.row}>
      <span className={styles.labels}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {hint && (
          <span id={`${id}-hint`} className={styles.rowHint}>
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={styles.switch}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.knob} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * "Avisos no celular" on the profile: one switch for this device (permission asked only when it is tapped), then one
 * per group. On an iPhone in Safari's tab, how to add the app to the home screen instead.
 */
export function PushSetting() {
  const availability = useMemo(() => pushAvailability(currentPushEnvironment()), []);
  const { state, busy, turnOn, turnOff, setGroup } = usePushDevice(availability === 'available');
  const on = state.status === 'on';
  return (
    <Card className={styles.card}>
      <section aria-labelledby="push-title" className={styles.section}>
        <h3 id="push-title" className={styles.title}>
          {messages.pushTitle}
        </h3>
        {availability === 'ios-install' ? (
          <IosInstallSteps />
        ) : availability === 'unsupported' ? (
          <p className={styles.hint}>{messages.pushUnsupported}</p>
        ) : availability === 'denied' || state.status === 'denied' ? (
          <p className={styles.hint} role="status">
            {messages.pushDenied}
          </p>
        ) : (
          <>
            <p className={styles.hint}>{messages.pushHint}</p>
            {state.status === 'loading' ? (
              <p className={styles.hint} role="status">
                {messages.pushLoading}
              </p>
            ) : (
              <Switch id="push-device" label={messages.pushDevice} checked={on} disabled={busy} onChange={(next) => void (next ? turnOn() : turnOff())} />
            )}
            {state.status === 'error' && (
              <p className={styles.error} role="alert">
                {messages.pushError}
              </p>
            )}
            {state.status === 'on' && (
              <div role="group" aria-label={messages.pushGroupsLabel} className={styles.groups}>
                {PUSH_GROUPS.map((group) => (
                  <Switch
                    key={group}
                    id={`push-${group}`}
                    label={pushGroupLabels[group].title}
                    hint={pushGroupLabels[group].hint}
                    checked={state.groups.includes(group)}
                    disabled={busy}
                    onChange={(next) => void setGroup(group, next)}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
