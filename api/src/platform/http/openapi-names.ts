import type { z } from '@hono/zod-openapi';
import { arenaSchema } from '@areia/shared/core/schemas/arena';
import {
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  logoutResponseSchema,
  messageResponseSchema,
  registerResponseSchema,
  registerSchema,
  resetPasswordSchema,
} from '@areia/shared/core/schemas/auth';
import { calendarSubscriptionSchema, nextGameSchema } from '@areia/shared/core/schemas/calendar';
import { cancelChampionshipSchema, championshipDetailSchema, championshipSchema } from '@areia/shared/core/schemas/championship';
import { complaintSchema, createComplaintSchema } from '@areia/shared/core/schemas/complaint';
import { errorSchema } from '@areia/shared/core/schemas/errors';
import { invitationSchema } from '@areia/shared/core/schemas/invitation';
import { markReadBodySchema, notificationSchema, unreadCountSchema } from '@areia/shared/core/schemas/notification';
import {
  bannerResponseSchema,
  disputeScoreSchema,
  drawPoolsSchema,
  drawPreviewSchema,
  organizerChampionshipDetailSchema,
  organizerChampionshipInputSchema,
  organizerChampionshipSchema,
  organizerGameSchema,
  publishKnockoutSchema,
  reportScoreSchema,
  saveScoreSchema,
} from '@areia/shared/core/schemas/organizer';
import { dueShareSchema, organizerPaymentSchema, organizerPixInputSchema, organizerPixSchema, paymentSchema } from '@areia/shared/core/schemas/payment';
import { playerChoiceSchema, playerSchema } from '@areia/shared/core/schemas/player';
import { gameSchema, groupRowSchema, resultRowSchema } from '@areia/shared/core/schemas/standings';
import { summarySchema } from '@areia/shared/core/schemas/summary';
import { createTeamSchema, teamSchema } from '@areia/shared/core/schemas/team';
import { avatarResponseSchema, updateProfileSchema, userProfileSchema } from '@areia/shared/core/schemas/user';

/**
 * The names the OpenAPI document gives the shared zod schemas (components/schemas), so a client generator makes one
 * type per schema instead of an anonymous shape per operation. The schemas stay shared's; only their names are here.
 */
const NAMES = new Map<z.ZodType, string>([
  [errorSchema, 'Erro'],
  [organizerPixInputSchema, 'DadosPixEntrada'],
  [organizerPixSchema, 'DadosPix'],
  [paymentSchema, 'Pagamento'],
  [dueShareSchema, 'ParteAPagar'],
  [organizerPaymentSchema, 'PagamentoOrganizador'],
  [arenaSchema, 'Arena'],
  [registerSchema, 'Cadastro'],
  [registerResponseSchema, 'CadastroResposta'],
  [loginSchema, 'Login'],
  [loginResponseSchema, 'LoginResposta'],
  [logoutResponseSchema, 'LogoutResposta'],
  [championshipSchema, 'Campeonato'],
  [championshipDetailSchema, 'CampeonatoDetalhe'],
  [complaintSchema, 'Denuncia'],
  [createComplaintSchema, 'NovaDenuncia'],
  [playerSchema, 'Jogador'],
  [playerChoiceSchema, 'JogadorNaLista'],
  [gameSchema, 'Jogo'],
  [groupRowSchema, 'LinhaGrupo'],
  [resultRowSchema, 'LinhaGeral'],
  [summarySchema, 'Resumo'],
  [teamSchema, 'Time'],
  [createTeamSchema, 'NovoTime'],
  [userProfileSchema, 'Perfil'],
  [updateProfileSchema, 'PerfilAlteracao'],
  [avatarResponseSchema, 'AvatarResposta'],
  [forgotPasswordSchema, 'PedidoNovaSenha'],
  [resetPasswordSchema, 'NovaSenha'],
  [messageResponseSchema, 'Mensagem'],
  [invitationSchema, 'Convite'],
  [nextGameSchema, 'ProximoJogo'],
  [calendarSubscriptionSchema, 'AssinaturaAgenda'],
  [organizerChampionshipInputSchema, 'CampeonatoDoOrganizadorEntrada'],
  [organizerChampionshipSchema, 'CampeonatoDoOrganizador'],
  [organizerChampionshipDetailSchema, 'CampeonatoDoOrganizadorDetalhe'],
  [organizerGameSchema, 'JogoDoOrganizador'],
  [bannerResponseSchema, 'BannerResposta'],
  [drawPoolsSchema, 'SorteioDeGrupos'],
  [drawPreviewSchema, 'PreviaDoSorteio'],
  [publishKnockoutSchema, 'PublicarMataMata'],
  [cancelChampionshipSchema, 'CancelarCampeonato'],
  [saveScoreSchema, 'PlacarDoOrganizador'],
  [reportScoreSchema, 'PlacarInformado'],
  [disputeScoreSchema, 'Contestacao'],
  [notificationSchema, 'Aviso'],
  [unreadCountSchema, 'AvisosNaoLidos'],
  [markReadBodySchema, 'AvisosLidos'],
]);

const named = new Map<z.ZodType, z.ZodType>();

/** The schema as the document should show it: a named copy (same validation) when it has a name, else itself. */
export function withName<T>(schema: T): T {
  const zod = schema as unknown as z.ZodType;
  const name = NAMES.get(zod);
  if (!name) return schema;
  let copy = named.get(zod);
  if (!copy) {
    copy = zod.meta({ id: name });
    named.set(zod, copy);
  }
  return copy as unknown as T;
}
