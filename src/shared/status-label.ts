/**
 * How a status reads on screen (SPEC 3): underscores become spaces and the
 * first letter is a capital; the rest is left as it is. `in_progress` reads
 * "In progress"; empty or missing input gives ''.
 */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const spaced = status.replaceAll('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
