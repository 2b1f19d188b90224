import { useState } from 'react';
import { toast } from '@areia/shared/web/feedback/toast';
import { fetchChampionshipCalendar } from '@areia/shared/web/api/calendar';
import { CalendarIcon } from '@areia/shared/web/ui/icons';
import { messages } from '../messages';
import { calendarFileName } from '../rules/calendar-file';

/** "Adicionar à agenda": the championship (and the athlete's games in it) as an .ics file the phone opens in its calendar. */
export function AddToCalendarButton({ championshipId, title }: { championshipId: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchChampionshipCalendar(championshipId);
      const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = calendarFileName(title);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(messages.addToCalendarError, { toastId: messages.addToCalendarError });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="areia-button areia-button--ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      <CalendarIcon size={18} /> {busy ? messages.addingToCalendar : messages.addToCalendar}
    </button>
  );
}
