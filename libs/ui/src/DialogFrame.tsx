import { CloseButton, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog } from './lazy';

interface Props extends Omit<DialogRootProps, 'children'> {
  title: ReactNode;
  /** What the header shows under the title (a subtitle, a progress badge); the header then stacks them. */
  subtitle?: ReactNode;
  /** The button that opens the dialog, when the dialog owns its open state. */
  trigger?: ReactNode;
  /** The label of the corner's close button, in the page's language (@pdpl/ui has no texts of its own); without it, no such button. */
  closeLabel?: string;
  /** The dialog's Dialog.Body and Dialog.Footer. */
  children: ReactNode;
}

/** Every modal dialog's frame: backdrop, positioner, the titled header and the corner's close button around the caller's body and footer. */
export function DialogFrame({ title, subtitle, trigger, closeLabel, children, ...root }: Props) {
  return (
    <Dialog.Root {...root}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header {...(subtitle ? { flexDirection: 'column', alignItems: 'flex-start', gap: '2' } : {})}>
              <Dialog.Title>{title}</Dialog.Title>
              {subtitle}
            </Dialog.Header>
            {children}
            {closeLabel && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
