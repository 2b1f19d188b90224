import { useEffect, useState } from 'react';

/** Now, read again every `everyMs`: a form that opens at a set time opens without a reload. */
export function useClock(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
