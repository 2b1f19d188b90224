import { useEffect, useRef, useState } from 'react';
import { isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { uploadAvatar } from '@areia/shared/web/api/profile';
import { useSession } from '@areia/shared/web/session/session-context';
import { compressAvatar, decodesAsImage } from './compress-avatar';
import { messages } from '../messages';
import { isImageFile } from '../rules/avatar-file';

export type AvatarUploadState = { phase: 'idle' } | { phase: 'compressing' | 'uploading'; percent: number };

/** How the last pick ended, said under the picture (the page's own place for it, where no toast covers "Salvar"). */
export type AvatarOutcome = { kind: 'updated' } | { kind: 'failed'; message: string } | null;

function failureReason(error: unknown): string {
  if (isNetworkError(error)) return messages.photoNetwork;
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : messages.photoUnknownError);
}

/** Pick → check it is an image → compress → PUT /api/user/avatar with progress → new URL in the session. */
export function useAvatarUpload() {
  const { user, setUser } = useSession();
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  const [state, setState] = useState<AvatarUploadState>({ phase: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AvatarOutcome>(null);
  const fail = (reason: string) => setOutcome({ kind: 'failed', message: messages.photoError(reason) });

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = async (file: File) => {
    setOutcome(null);
    if (!isImageFile(file)) {
      fail(messages.photoNotImage);
      return;
    }
    // A picture that cannot be decoded (corrupt, truncated, not really an image) is refused before any preview.
    setState({ phase: 'compressing', percent: 0 });
    if (!(await decodesAsImage(file))) {
      setState({ phase: 'idle' });
      fail(messages.photoInvalid);
      return;
    }
    // The preview is the "selected" signal: the picture itself changes.
    setPreview(URL.createObjectURL(file));
    try {
      const ready = await compressAvatar(file, (percent) => setState({ phase: 'compressing', percent: Math.round(percent) }));
      setState({ phase: 'uploading', percent: 0 });
      const { avatar_url } = await uploadAvatar(ready, ready.name || file.name, (percent) => setState({ phase: 'uploading', percent }));
      // The session user may have changed while the picture travelled (a save); patch the latest copy.
      if (userRef.current) setUser({ ...userRef.current, avatar_url });
      setOutcome({ kind: 'updated' });
    } catch (error) {
      fail(failureReason(error));
    } finally {
      setState({ phase: 'idle' });
      setPreview(null);
    }
  };

  return { upload, state, preview, outcome, busy: state.phase !== 'idle' };
}
