import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import type { UserModalityRow } from '@areia/shared/core/schemas/user';
import { tokenStorage } from '@areia/shared/web/api/token-storage';

let client: Promise<SupabaseClient> | null = null;
let clientUrl = '';

/**
 * supabase-js is loaded on first use only (a dynamic import), so its weight stays off the landing page and the
 * home. The API serves the PostgREST subset at the same base URL; the session token is read on every request.
 */
function modalitiesClient(): Promise<SupabaseClient> {
  const { apiUrl, supabaseAnonKey } = getRuntimeConfig();
  if (!client || clientUrl !== apiUrl) {
    clientUrl = apiUrl;
    client = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient(apiUrl, supabaseAnonKey, {
        accessToken: async () => tokenStorage.getToken(),
        auth: { persistSession: false, autoRefreshToken: false },
      }),
    );
    client.catch(() => {
      client = null;
    });
  }
  return client;
}

/** Spec §7: every row of user_modalities for this user whose status is active. */
export async function fetchActiveModalities(userId: string): Promise<UserModalityRow[]> {
  const supabase = await modalitiesClient();
  const { data, error } = await supabase.from('user_modalities').select('*').eq('user_id', userId).eq('status', 'active');
  if (error) throw new Error(error.message);
  return (data ?? []) as UserModalityRow[];
}

export const userModalityQueries = {
  active: (userId: string) =>
    queryOptions({ queryKey: queryKeys.userModalities(userId), queryFn: () => fetchActiveModalities(userId) }),
};
