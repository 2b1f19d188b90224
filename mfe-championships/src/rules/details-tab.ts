export const DETAILS_TABS = ['grupos', 'jogos', 'geral'] as const;
export type DetailsTab = (typeof DETAILS_TABS)[number];

/** The active tab lives in the address (`?aba=jogos`) so a reload or a shared link keeps it; Grupos by default. */
export function parseDetailsTab(value: string | null): DetailsTab {
  return DETAILS_TABS.includes(value as DetailsTab) ? (value as DetailsTab) : 'grupos';
}
