import { formatCurrency, formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { gameDayMessages, noticeMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import type { Notice } from '@areia/shared/core/schemas/notification';
import { placeHeadline, resultSentence } from '@areia/shared/core/rules/result-words';

/** The championship page's query parameter that opens the payment sheet at once. */
export const PAY_PARAM = 'pagar';

export type NoticeWords = { title: string; text: string };

const money = (cents: number) => formatCurrency(cents / 100);
const when = (iso: string) => noticeMessages.dateTime(formatShortDate(iso), formatTime(iso));

/** An aviso's title and sentence (pt-BR), the same in the app's list and in its e-mail. */
export function noticeWords(notice: Notice): NoticeWords {
  switch (notice.kind) {
    case 'invitation_received': {
      const { title, text } = noticeMessages.invitation_received;
      return { title, text: text({ inviter: notice.params.inviterNickname, championship: notice.params.championshipTitle }) };
    }
    case 'team_confirmed': {
      const { title, text } = noticeMessages.team_confirmed;
      const { amountCents, deadline } = notice.params;
      const due = amountCents && deadline ? { amount: money(amountCents), deadline: when(deadline) } : {};
      return { title, text: text({ team: notice.params.teamName, championship: notice.params.championshipTitle, ...due }) };
    }
    case 'payment_due': {
      const { title, text } = noticeMessages.payment_due;
      const { amountCents, championshipTitle, deadline } = notice.params;
      return { title, text: text({ amount: money(amountCents), championship: championshipTitle, deadline: when(deadline) }) };
    }
    case 'payment_confirmed': {
      const { title, text } = noticeMessages.payment_confirmed;
      return { title, text: text({ amount: money(notice.params.amountCents), championship: notice.params.championshipTitle }) };
    }
    case 'slot_released': {
      const { title, text } = noticeMessages.slot_released;
      return { title, text: text({ championship: notice.params.championshipTitle }) };
    }
    case 'waitlist_offered': {
      const { title, text } = noticeMessages.waitlist_offered;
      const { deadline, championshipTitle } = notice.params;
      return { title, text: text({ championship: championshipTitle, deadline: deadline ? when(deadline) : undefined }) };
    }
    case 'invitation_lapsed': {
      const { title, text } = noticeMessages.invitation_lapsed;
      return { title, text: text({ championship: notice.params.championshipTitle }) };
    }
    case 'games_published': {
      const { title, text } = noticeMessages.games_published;
      return { title: title[notice.params.phase], text: text({ championship: notice.params.championshipTitle, phase: notice.params.phase }) };
    }
    case 'score_to_confirm': {
      const { title, text } = noticeMessages.score_to_confirm;
      return { title, text: text({ reporter: notice.params.reporterNickname, championship: notice.params.championshipTitle }) };
    }
    case 'championship_cancelled': {
      const { title, text } = noticeMessages.championship_cancelled;
      return { title, text: text({ championship: notice.params.championshipTitle, reason: notice.params.reason }) };
    }
    case 'partner_found': {
      const { title, text } = noticeMessages.partner_found;
      return { title, text: text({ nickname: notice.params.nickname, championship: notice.params.championshipTitle }) };
    }
    case 'game_next': {
      const { title, text } = noticeMessages.game_next;
      const court = gameDayMessages.court(notice.params.court);
      return { title, text: text({ court, time: formatTime(notice.params.predictedAt), championship: notice.params.championshipTitle }) };
    }
    case 'game_called': {
      const { title, text } = noticeMessages.game_called;
      const court = gameDayMessages.court(notice.params.court);
      return { title: title(court), text: text({ court, championship: notice.params.championshipTitle }) };
    }
    case 'category_changed': {
      const { title, text, titleEnded } = noticeMessages.category_changed;
      const { championshipTitle, from, to, reason, cause } = notice.params;
      if (cause === 'title_ended') return { title, text: titleEnded({ championship: championshipTitle, to, reason }) };
      return { title, text: text({ championship: championshipTitle, from, to, reason }) };
    }
    case 'open_game_full': {
      const { title, text } = noticeMessages.open_game_full;
      return { title, text: text({ arena: notice.params.arenaName, when: when(notice.params.startsAt) }) };
    }
    case 'open_game_score': {
      const { title, text } = noticeMessages.open_game_score;
      return { title, text: text({ reporter: notice.params.reporterNickname, arena: notice.params.arenaName }) };
      }
    case 'result_posted': {
      const { championshipTitle, placement, points, levelBefore, levelAfter, agreement } = notice.params;
      return {
        title: noticeMessages.result_posted.title(placeHeadline(placement, agreement)),
        text: resultSentence({ placement, points, levelBefore, levelAfter, championship: championshipTitle, agreement }),
      };
    }
  }
}

/** What groups an aviso's pushes on the lock screen: its championship, or its open game. */
export const noticeGroup = (notice: Notice): string =>
  notice.kind === 'open_game_full' || notice.kind === 'open_game_score' ? `open-game-${notice.params.gameId}` : `championship-${notice.params.championshipId}`;

/**
 * The screen an aviso opens: the championship for what concerns a team's place and payment (its page holds the
 * team, the payment sheet, the waitlist and the athlete's game day with its court and call), its tables and games for what concerns games.
 */
export function noticeLink(notice: Notice): string {
  if (notice.kind === 'open_game_full' || notice.kind === 'open_game_score') return paths.openGame.href(notice.params.gameId);
  const { championshipId } = notice.params;
  switch (notice.kind) {
    case 'games_published':
    case 'score_to_confirm':
      return paths.championshipDetails.href(championshipId);
    // What is owed opens the championship with its PIX sheet open.
    case 'payment_due':
      return `${paths.championship.href(championshipId)}?${PAY_PARAM}=1`;
    case 'team_confirmed':
      return notice.params.amountCents ? `${paths.championship.href(championshipId)}?${PAY_PARAM}=1` : paths.championship.href(championshipId);
    // The profile says why the category is what it is.
    case 'category_changed':
      return paths.profile.href();
    // The athlete's page holds the result in its history, with the card to share.
    case 'result_posted':
      return paths.player.href(notice.params.athleteId);
    default:
      return paths.championship.href(championshipId);
  }
}
