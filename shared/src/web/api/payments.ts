import { queryOptions } from '@tanstack/react-query';
import type { DueShare, OrganizerPayment, OrganizerPix, OrganizerPixInput, Payment } from '@areia/shared/core/schemas/payment';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { isNotFound } from '@areia/shared/web/api/not-found';
import { fetchAllPages } from '@areia/shared/web/api/paging';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectArray, expectObject } from '@areia/shared/web/api/response';

const sharePath = (modalityId: string, championshipId: string) => `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/payment`;

/** The caller's share in a championship; null when they owe nothing there (the API's 404). */
export async function fetchMyPayment(championshipId: string, modalityId = VOLEI_MODALITY_ID): Promise<Payment | null> {
  try {
    const { data } = await apiClient.get<unknown>(sharePath(modalityId, championshipId));
    return expectObject<Payment>(data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The shares the signed-in athlete still owes, the nearest deadline first. */
export async function fetchDueShares(): Promise<DueShare[]> {
  const { data } = await apiClient.get<unknown>('/api/payments/due');
  return expectArray<DueShare>(data);
}

/** "Já paguei": marks the share informado, with the receipt image when there is one (multipart field `receipt`). */
export async function informPayment(championshipId: string, receipt: File | null, modalityId = VOLEI_MODALITY_ID): Promise<Payment> {
  let body: FormData | undefined;
  if (receipt) {
    body = new FormData();
    body.append('receipt', receipt, receipt.name);
  }
  const { data } = await apiClient.post<unknown>(`${sharePath(modalityId, championshipId)}/informed`, body);
  return expectObject<Payment>(data);
}

/**
 * A receipt as an object URL for an <img>: receipts are served only with the bearer token, never as a public URL.
 * The caller revokes it (URL.revokeObjectURL) when done.
 */
async function receiptUrl(path: string): Promise<string> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob' });
  return URL.createObjectURL(data);
}
export const myReceiptUrl = (championshipId: string, modalityId = VOLEI_MODALITY_ID) => receiptUrl(`${sharePath(modalityId, championshipId)}/receipt`);
export const shareReceiptUrl = (paymentId: string) => receiptUrl(`/api/organizer/payments/${encodeURIComponent(paymentId)}/receipt`);

/** The organizer's PIX details; null before they are first saved. */
export async function fetchOrganizerPix(): Promise<OrganizerPix | null> {
  try {
    const { data } = await apiClient.get<unknown>('/api/organizer/pix');
    return expectObject<OrganizerPix>(data);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export async function saveOrganizerPix(input: OrganizerPixInput): Promise<OrganizerPix> {
  const { data } = await apiClient.put<unknown>('/api/organizer/pix', input);
  return expectObject<OrganizerPix>(data);
}

/** Every share of a championship (one row per athlete and team), every page followed. */
export function fetchChampionshipPayments(championshipId: string, signal?: AbortSignal): Promise<OrganizerPayment[]> {
  return fetchAllPages<OrganizerPayment>(`/api/organizer/championships/${encodeURIComponent(championshipId)}/payments`, undefined, signal);
}

export type OrganizerPaymentStep = 'confirm' | 'undo' | 'refunded';

/** Confirm (pago), undo (back to pendente) or mark the refund done; a repeat changes nothing. */
export async function stepOrganizerPayment(paymentId: string, step: OrganizerPaymentStep): Promise<OrganizerPayment> {
  const { data } = await apiClient.post<unknown>(`/api/organizer/payments/${encodeURIComponent(paymentId)}/${step}`);
  return expectObject<OrganizerPayment>(data);
}

export const paymentQueries = {
  mine: (championshipId: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.myPayment(modalityId, championshipId), queryFn: () => fetchMyPayment(championshipId, modalityId) }),
  due: () => queryOptions({ queryKey: queryKeys.myDueShares(), queryFn: fetchDueShares }),
  organizerPix: () => queryOptions({ queryKey: queryKeys.organizer.pix(), queryFn: fetchOrganizerPix }),
  championship: (championshipId: string) =>
    queryOptions({ queryKey: queryKeys.organizer.payments(championshipId), queryFn: ({ signal }) => fetchChampionshipPayments(championshipId, signal) }),
};
