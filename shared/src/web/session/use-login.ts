import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '@areia/shared/web/api/auth';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { tokenStorage } from '@areia/shared/web/api/token-storage';

/** Sign-in as a mutation: on success the token and the user are stored and the `me` query holds the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      // Nothing cached for someone else survives a sign-in.
      queryClient.clear();
      tokenStorage.setCachedUser(user);
      // The user first, then the token: the session sees both at once and never shows a loading state.
      queryClient.setQueryData(queryKeys.me(), user);
      tokenStorage.setToken(token);
    },
  });
}
