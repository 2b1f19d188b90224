/** Spec §7: the championship contact on WhatsApp, country code 55, with a prefilled text. */
export function whatsappUrl(contact: string, text: string): string {
  const digits = contact.replace(/\D/g, '');
  // The API keeps the contact without the country code; one that already carries it is not prefixed twice.
  const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
  return `https://wa.me/55${national}?text=${encodeURIComponent(text)}`;
}
