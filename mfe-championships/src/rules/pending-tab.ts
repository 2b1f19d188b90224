export interface PendingTab {
  /** False when the browser blocked the tab: the page must then offer a link instead. */
  readonly opened: boolean;
  go(url: string): void;
  cancel(): void;
}

type OpenWindow = (url: string, target: string) => Pick<Window, 'location' | 'close' | 'opener'> | null;

/**
 * Opens an empty tab now, while the click still counts as a user gesture, to be pointed at `url` once an async step
 * has succeeded: a window.open after an await is dropped by popup blockers and iOS Safari.
 */
export function openPendingTab(open: OpenWindow = (url, target) => window.open(url, target)): PendingTab {
  // No 'noopener' feature here: with it window.open returns null and the tab could not be pointed anywhere later.
  const tab = open('', '_blank');
  // ...so cut the link back to this page by hand, which is what noopener would have done.
  if (tab) tab.opener = null;
  return {
    opened: tab !== null,
    go(url) {
      if (tab) tab.location.href = url;
    },
    cancel() {
      tab?.close();
    },
  };
}
