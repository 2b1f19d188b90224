/** A file name for a championship's .ics: "Rei da Praia Leme" → "rei-da-praia-leme.ics". */
export function calendarFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'campeonato'}.ics`;
}
