import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useUiContractText } from './contract-text';
import { useEffect } from 'react';
import { registerRecipes } from './system';

/** Toasts at WCAG AA contrast: full-opacity text and darker fills than Chakra's defaults. */
const toastRecipe = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      '&[data-type=warning]': { ...toastSlotRecipe.base?.root?.['&[data-type=warning]'], bg: 'orange.800' },
      '&[data-type=success]': { ...toastSlotRecipe.base?.root?.['&[data-type=success]'], bg: 'brand.600' },
      '&[data-type=error]': { ...toastSlotRecipe.base?.root?.['&[data-type=error]'], bg: 'red.700' },
    },
    description: { ...toastSlotRecipe.base?.description, opacity: '1' },
  },
};

registerRecipes({ slotRecipes: { toast: toastRecipe } });

/** The site's one toaster: at most one toast on screen (spec §4). */
export const toaster = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true });

/** The close button's name (its Arabic is in @pdpl/contracts' messages). */
const DISMISS = 'Dismiss notification';

/** Loaded with the first notice (toaster.tsx); `onMount` tells it toasts can now be shown. */
export default function ToastRegion({ onMount }: { onMount: () => void }) {
  // Chakra's toaster subscribes in its own (child) effects, which run before this one.
  useEffect(onMount, [onMount]);
  const text = useUiContractText();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={text(DISMISS)} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
