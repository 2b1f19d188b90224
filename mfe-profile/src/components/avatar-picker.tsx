import { useRef } from 'react';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { CameraIcon } from '@areia/shared/web/ui/icons';
import type { AvatarOutcome, AvatarUploadState } from '../hooks/use-avatar-upload';
import { messages } from '../messages';
import styles from './avatar-picker.module.css';

interface AvatarPickerProps {
  src: string | null;
  name: string | null;
  state: AvatarUploadState;
  outcome: AvatarOutcome;
  onPick: (file: File) => void;
}

/** The picture is the button: tapping it opens the file picker (images only). */
export function AvatarPicker({ src, name, state, outcome, onPick }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const busy = state.phase !== 'idle';
  const progressLabel = state.phase === 'uploading' ? messages.photoUploading(state.percent) : messages.photoCompressing;
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.picture}
        aria-label={messages.changePhoto}
        onClick={() => input.current?.click()}
        disabled={busy}
      >
        <Avatar key={src ?? 'sem-foto'} src={src} name={name} size={112} />
        <span className={styles.badge} aria-hidden="true">
          <CameraIcon size={18} />
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still fires a change.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      {busy ? (
        <div className={styles.progress}>
          <div
            className={styles.track}
            role="progressbar"
            aria-label={progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
          >
            <div className={styles.bar} style={{ width: `${state.percent}%` }} />
          </div>
          <p className={styles.progressText} aria-live="polite">
            {progressLabel}
          </p>
        </div>
      ) : outcome?.kind === 'failed' ? (
        <p className={styles.failed} role="alert">
          {outcome.message}
        </p>
      ) : (
        <p className={outcome?.kind === 'updated' ? styles.updated : styles.hint} role="status">
          {outcome?.kind === 'updated' ? messages.photoUpdated : messages.photoHint}
        </p>
      )}
    </div>
  );
}
