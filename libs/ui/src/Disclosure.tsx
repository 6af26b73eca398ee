import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  /** The button's text. */
  label: ReactNode;
  /** What the button shows and hides; rendered only while shown. */
  children: ReactNode;
}

/**
 * A button that shows and hides the region under it (the WAI-ARIA disclosure pattern), closed when
 * the page arrives. Plain state, for a region a visitor may never open: none of the Collapsible
 * part's code (its state machine and presence, 3.3 KB gzipped) on the page for it.
 */
export function Disclosure({ label, children, ...button }: Props) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <Button aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((shown) => !shown)} {...button}>
        {label}
      </Button>
      <Box id={regionId} hidden={!open}>
        {open && children}
      </Box>
    </>
  );
}
