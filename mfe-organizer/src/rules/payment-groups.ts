import { LIVE_PAYMENT_STATUSES, teamPaid } from '@areia/shared/core/rules/payment';
import type { OrganizerPayment, PaymentStatus } from '@areia/shared/core/schemas/payment';

export interface PaymentGroup {
  /** The team's id, or null for the shares of withdrawn teams. */
  teamId: string | null;
  team: string | null;
  rows: OrganizerPayment[];
  /** Every live share of the team is pago. */
  paid: boolean;
}

/**
 * The payments screen's cards: one per team in the API's order (slot, then member position), then one for the
 * shares left behind by withdrawn teams.
 */
export function paymentGroups(rows: readonly OrganizerPayment[]): PaymentGroup[] {
  const groups = new Map<string, PaymentGroup>();
  const withdrawn: OrganizerPayment[] = [];
  for (const row of rows) {
    if (row.teamId === null) {
      withdrawn.push(row);
      continue;
    }
    const group = groups.get(row.teamId) ?? { teamId: row.teamId, team: row.team, rows: [], paid: false };
    group.rows.push(row);
    groups.set(row.teamId, group);
  }
  const teams = [...groups.values()].map((group) => ({
    ...group,
    paid: teamPaid(group.rows.filter((row) => LIVE_PAYMENT_STATUSES.includes(row.status)).map((row) => row.status)),
  }));
  return withdrawn.length > 0 ? [...teams, { teamId: null, team: null, rows: withdrawn, paid: false }] : teams;
}

/**
 * What most needs the organizer among a team's shares: a lapsed one (expirado), then money still due (pendente, then
 * informado: a PIX to check), and only when none of those is left, pago; failing those, the state the shares share
 * (a withdrawn team's retirado, a refund). Null for a team with no shares (a free championship).
 */
const TEAM_STATE_ORDER: readonly PaymentStatus[] = ['expirado', 'pendente', 'informado', 'reembolso_pendente', 'pago', 'reembolsado', 'cancelado', 'retirado'];

export function teamPaymentState(rows: readonly Pick<OrganizerPayment, 'status'>[]): PaymentStatus | null {
  for (const status of TEAM_STATE_ORDER) if (rows.some((row) => row.status === status)) return status;
  return null;
}

/** Each team's payment state by team id, for the championship's team list. */
export function teamPaymentStates(rows: readonly OrganizerPayment[]): Map<string, PaymentStatus> {
  const states = new Map<string, PaymentStatus>();
  for (const group of paymentGroups(rows)) {
    const state = group.teamId === null ? null : teamPaymentState(group.rows);
    if (group.teamId !== null && state !== null) states.set(group.teamId, state);
  }
  return states;
}
