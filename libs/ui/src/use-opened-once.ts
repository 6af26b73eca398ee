import { useState } from 'react';

/**
 * True from the first time `open` is: a dialog rendered only from then on loads its code (the
 * Dialog part, its content's) when first wanted, so a page whose dialog stays closed never pays for
 * it; it stays rendered after, keeping its state and its closing animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
