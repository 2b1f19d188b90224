import { messages } from '../messages';

export interface ComplaintFailure {
  /** The toast: the server's pt-BR reason when it gave one, else the spec's generic message. */
  message: string;
  /** 409: this athlete already reported this team, so sending again can only fail the same way. */
  alreadySent: boolean;
}

export function complaintFailure(status: number | undefined, serverMessage: string | undefined): ComplaintFailure {
  const alreadySent = status === 409;
  return { message: serverMessage ?? (alreadySent ? messages.complaintDuplicate : messages.complaintError), alreadySent };
}
