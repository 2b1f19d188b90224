import { useQuery } from '@tanstack/react-query';
import { invitationCount, invitationQueries } from '@areia/shared/web/api/invitations';
import { useErrorToast } from '@areia/shared/web/feedback/use-error-toast';
import { messages } from '../messages';

/**
 * The pending invitations to play: the real count up to one page, and "50+" past it — read from the first page alone,
 * never by downloading the rest. The invitations screen starts from that same page.
 * `offline`: the connection notice is up and says why the count is missing, so no toast.
 */
export function useInvitationCount(offline: boolean): { value: string; settled: boolean; zero: boolean } {
  const firstPage = useQuery(invitationQueries.firstPage());
  useErrorToast(offline ? null : firstPage.error, messages.invitationsError);
  if (firstPage.isError) return { value: messages.unknownCount, settled: true, zero: false };
  if (!firstPage.data) return { value: messages.counting, settled: false, zero: false };
  const value = invitationCount(firstPage.data);
  return { value, settled: true, zero: value === '0' };
}
