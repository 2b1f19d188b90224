import { useQuery } from '@tanstack/react-query';
import { userModalityQueries } from '@areia/shared/web/api/user-modalities';

/** The signed-in user's active modalities, straight from the user_modalities table. */
export function useActiveModalities(userId: string | undefined) {
  return useQuery({ ...userModalityQueries.active(userId ?? ''), enabled: Boolean(userId) });
}
