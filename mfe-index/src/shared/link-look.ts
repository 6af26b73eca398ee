/**
 * The design system's link (its recipe's plain variant), for plain <a> elements styled by the list
 * that holds them: a Chakra Link each costs a style resolution, and lists show dozens.
 */
export const LINK_LOOK = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  outline: 'none',
  cursor: 'pointer',
  borderRadius: 'l1',
  focusVisibleRing: 'outside',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
} as const;
