/** What the share sheet is handed: the card as a file, the page's link, and the words. */
export type ResultShare = { file: File | null; url: string; title: string; text: string };

/** The parts of `navigator` sharing uses (a test hands its own). */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

/**
 * 'shared': the share sheet took it (with the card where the device shares files); 'copied': no share sheet, the link
 * was copied; 'cancelled': the athlete closed the sheet; 'failed': nothing worked (the screen shows the link).
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Shares a result as a phone would: the card image through the share sheet when the device shares files
 * (`navigator.canShare({ files })`), the page's link (whose preview shows the card) when it shares only links, and the
 * link copied when there is no share sheet at all.
 */
export async function shareResult(share: ResultShare, nav: ShareNavigator): Promise<ShareOutcome> {
  const withLink = `${share.text} ${share.url}`;
  try {
    if (share.file && nav.share && nav.canShare?.({ files: [share.file] })) {
      // Some targets keep only the text beside a file: the link rides in it.
      await nav.share({ files: [share.file], title: share.title, text: withLink });
      return 'shared';
    }
    if (nav.share) {
      await nav.share({ title: share.title, text: share.text, url: share.url });
      return 'shared';
    }
  } catch (error) {
    if (isAbort(error)) return 'cancelled';
    // A refused share (no user activation left, a target that failed): the link is copied instead.
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(share.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
