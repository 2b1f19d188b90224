export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  date: string;
  text: string;
}
export function outboxDirFromEnv(env?: NodeJS.ProcessEnv): string;
export function decodeQuotedPrintable(text: string): string;
export function parseEml(source: string): Omit<OutboxMail, 'file'>;
export function readOutbox(dir?: string): OutboxMail[];
