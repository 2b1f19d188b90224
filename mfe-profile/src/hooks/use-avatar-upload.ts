import { useEffect, useRef, useState } from 'react';
import { toast } from '@areia/shared/web/feedback/toast';
import { isNetworkError, serverMessage } from '@areia/shared/web/api/client';
import { uploadAvatar } from '@areia/shared/web/api/profile';
import { useSession } from '@areia/shared/web/session/session-context';
import { compressAvatar, decodesAsImage } from './compress-avatar';
import { messages } from '../messages';
import { isImageFile } from '../rules/avatar-file';

export type AvatarUploadState = { phase: 'idle' } | { phase: 'compressing' | 'uploading'; percent: number };

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

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const upload = async (file: File) => {
    if (!isImageFile(file)) {
      toast.error(messages.photoError(messages.photoNotImage));
      return;
    }
    // A picture that cannot be decoded (corrupt, truncated, not really an image) gets one error toast, and never the
    // "selected" one first.
    setState({ phase: 'compressing', percent: 0 });
    if (!(await decodesAsImage(file))) {
      setState({ phase: 'idle' });
      toast.error(messages.photoError(messages.photoInvalid));
      return;
    }
    toast.success(messages.photoSelected);
    setPreview(URL.createObjectURL(file));
    try {
      const ready = await compressAvatar(file, (percent) => setState({ phase: 'compressing', percent: Math.round(percent) }));
      setState({ phase: 'uploading', percent: 0 });
      const { avatar_url } = await uploadAvatar(ready, ready.name || file.name, (percent) => setState({ phase: 'uploading', percent }));
      // The session user may have changed while the picture travelled (a save); patch the latest copy.
      if (userRef.current) setUser({ ...userRef.current, avatar_url });
      toast.success(messages.photoUpdated);
    } catch (error) {
      toast.error(messages.photoError(failureReason(error)));
    } finally {
      setState({ phase: 'idle' });
      setPreview(null);
    }
  };

  return { upload, state, preview, busy: state.phase !== 'idle' };
}
