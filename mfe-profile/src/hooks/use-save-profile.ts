import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@areia/shared/web/feedback/toast';
import { updateProfile } from '@areia/shared/web/api/profile';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { paths } from '@areia/shared/core/paths';
import type { UpdateProfileInput } from '@areia/shared/core/schemas/user';
import { useSession } from '@areia/shared/web/session/session-context';
import { messages } from '../messages';

/** PUT /api/user/me; the answer replaces the session user so every screen shows it without a reload. */
export function useSaveProfile() {
  const { setUser } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: async (updated) => {
      setUser(updated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.userModalities(updated.id) });
      toast.success(messages.saved);
      void navigate(paths.home.href());
    },
    // Spec §8's toast is the plain text; the form shows the server's reason (see ProfileForm).
    onError: () => {
      toast.error(messages.saveError);
    },
  });
}
