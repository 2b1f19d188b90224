/** A saldo with its sign: "+12", "0", "-3". */
export function formatSaldo(total: number): string {
  return total > 0 ? `+${total}` : String(total);
}
