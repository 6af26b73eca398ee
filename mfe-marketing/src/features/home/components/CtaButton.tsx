import { RouterLink, trackCtaClick, type CtaClick } from '@pdpl/platform';
import { Button } from '@pdpl/ui';

interface CtaButtonProps extends Omit<CtaClick, 'buttonText'> {
  to: '/waitinglist' | '/contact';
  label: string;
  variant?: 'solid' | 'outline';
  size?: 'md' | 'lg';
}

/** Join Waiting List / Contact Sales: a link styled as a button that reports a cta_click (spec §7). */
export function CtaButton({ to, label, variant = 'solid', size = 'lg', ...event }: CtaButtonProps) {
  return (
    <Button asChild colorPalette="brand" variant={variant} size={size}>
      <RouterLink
        to={to}
        onClick={(e) => {
          // On a tier card the button must not flip the card (spec §2).
          e.stopPropagation();
          trackCtaClick({ ...event, buttonText: label });
        }}
      >
        {label}
      </RouterLink>
    </Button>
  );
}
