import { useQuery } from '@tanstack/react-query';
import { userModalityQueries } from '@areia/shared/web/api/user-modalities';

/** The signed-in user's active modalities, straight from the user_modalities table (spec §7). */
export function useActiveModalities(userId: string | undefined) {
  return useQuery({ ...userModalityQueries.active(userId ?? ''), enabled: Boolean(userId) });
}
