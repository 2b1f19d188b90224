import { z } from 'zod';
import { PUSH_GROUPS } from '@areia/shared/core/rules/push';

export const PUSH_SUBSCRIPTION_INVALID = 'Envie a inscrição de notificações deste aparelho (endpoint, keys.p256dh, keys.auth e key_id)';
export const PUSH_GROUPS_INVALID = `Escolha os avisos entre: ${PUSH_GROUPS.join(', ')}`;
export const PUSH_ENDPOINT_INVALID = 'Envie o endpoint (https) da inscrição deste aparelho';

const base64url = (min: number, max: number) => z.string({ error: PUSH_SUBSCRIPTION_INVALID }).regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PUSH_SUBSCRIPTION_INVALID }).min(min, { error: PUSH_SUBSCRIPTION_INVALID }).max(max, { error: PUSH_SUBSCRIPTION_INVALID });
const endpoint = z
  .string({ error: PUSH_ENDPOINT_INVALID })
  .max(2048, { error: PUSH_ENDPOINT_INVALID })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { error: PUSH_ENDPOINT_INVALID })
  .describe('O endpoint do serviço de push (PushSubscription.endpoint)');
export const pushGroupsSchema = z
  .array(z.enum(PUSH_GROUPS, { error: PUSH_GROUPS_INVALID }), { error: PUSH_GROUPS_INVALID })
  .max(PUSH_GROUPS.length, { error: PUSH_GROUPS_INVALID })
  .refine((groups) => new Set(groups).size === groups.length, { error: PUSH_GROUPS_INVALID })
  .describe('Os grupos de avisos que este aparelho recebe (os outros seguem por e-mail)');

/** POST /api/me/push-subscriptions: this device's PushSubscription.toJSON(), the server key it used and the groups it wants. */
export const pushSubscriptionBodySchema = z.strictObject(
  {
    endpoint,
    // P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
    keys: z.strictObject({ p256dh: base64url(86, 90), auth: base64url(21, 24) }, { error: PUSH_SUBSCRIPTION_INVALID }),
    key_id: z.string({ error: PUSH_SUBSCRIPTION_INVALID }).min(1, { error: PUSH_SUBSCRIPTION_INVALID }).max(64, { error: PUSH_SUBSCRIPTION_INVALID }).describe('O key_id da chave do servidor (GET /api/push/key) usada na inscrição'),
    groups: pushGroupsSchema.optional(),
    expirationTime: z.number().nullable().optional().describe('Ignorado (vem de PushSubscription.toJSON())'),
  },
  { error: PUSH_SUBSCRIPTION_INVALID },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE /api/me/push-subscriptions: the device that stops receiving. */
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint }, { error: PUSH_ENDPOINT_INVALID });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  user_agent: z.string().nullable(),
  groups: z.array(z.enum(PUSH_GROUPS)),
  key_id: z.string(),
  created_at: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushKeySchema = z.object({
  public_key: z.string().describe('A chave pública VAPID (base64url) para PushManager.subscribe({ applicationServerKey })'),
  key_id: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;
