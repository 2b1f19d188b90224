/** Queue names, apart from the job files so the code that sends a job needs not import its handler. */
export const JOB_NAMES = {
  paymentDeadline: 'payment-deadline',
  paymentReminder: 'payment-reminder',
  invitationExpiry: 'invitation-expiry',
  openGameScore: 'open-game-score',
  titleEnd: 'title-end',
} as const;
