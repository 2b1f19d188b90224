import { LIVE_PAYMENT_STATUSES, teamPaid } from '@areia/shared/core/rules/payment';
import type { OrganizerPayment } from '@areia/shared/core/schemas/payment';

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
