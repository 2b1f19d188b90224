import { useState } from 'react';

/** One 'now' per screen visit, so filters and states do not shift while the user reads. */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
