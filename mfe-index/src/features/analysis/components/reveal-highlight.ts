/**
 * Scrolls a notice's highlight (a <mark>) into view and gives it the focus, so the reader lands on
 * the quote and keyboard reading continues from there. Smooth unless the reader asked for less motion.
 */
export function revealHighlight(markId: string): void {
  const mark = document.getElementById(markId);
  if (!mark) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  mark.scrollIntoView({ block: 'center', inline: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  mark.focus({ preventScroll: true });
}
