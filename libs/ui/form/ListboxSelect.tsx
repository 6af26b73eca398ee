import { Box, chakra } from '@pdpl/ui';
import { useUiContractText } from '@pdpl/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface ListboxSelectProps {
  id: string;
  labelId: string;
  errorId?: string;
  options: readonly string[];
  value: string;
  placeholder: string;
  invalid: boolean;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** How far Page Up / Page Down move the active option. */
const PAGE_STEP = 10;

/**
 * A select-only combobox (WAI-ARIA APG pattern). A native <select> cannot limit its open list, and
 * the spec wants long lists (about 195 countries) to scroll at 200 px; this keeps focus on the
 * combobox and moves the active option with aria-activedescendant, so it works by keyboard and
 * screen reader: arrows, Home/End, Page Up/Down, type-ahead, Enter/Space to choose, Escape to close.
 */
export function ListboxSelect({ id, labelId, errorId, options, value, placeholder, invalid, required, onChange, onBlur }: ListboxSelectProps) {
  const [open, setOpen] = useState(false);
  // The options are the schema's values (English); each shows in the page's language.
  const text = useUiContractText();
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const listId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    if (open) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(Math.max(0, Math.min(options.length - 1, index)));
    setOpen(true);
  };
  const choose = (index: number) => {
    onChange(options[index]);
    setOpen(false);
  };

  /** Type-ahead: letters typed within half a second form one prefix. */
  const findByTyping = (key: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at < 500 ? typed.current.text + key : key, at: now };
    const prefix = typed.current.text.toLowerCase();
    const start = open ? active : options.indexOf(value);
    const ordered = [...options.keys()].map((k) => (start + 1 + k) % options.length);
    const byPrefix = (i: number) => text(options[i]!).toLowerCase().startsWith(prefix);
    // A repeated single letter cycles through the options starting with it.
    return prefix.length > 1 ? [...options.keys()].find(byPrefix) : ordered.find(byPrefix);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const selected = Math.max(0, options.indexOf(value));
    const moves: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive(Math.min(options.length - 1, active + 1)) : openAt(selected)),
      ArrowUp: () => (open ? setActive(Math.max(0, active - 1)) : openAt(selected)),
      Home: () => openAt(0),
      End: () => openAt(options.length - 1),
      PageDown: () => openAt((open ? active : selected) + PAGE_STEP),
      PageUp: () => openAt((open ? active : selected) - PAGE_STEP),
      Enter: () => (open ? choose(active) : openAt(selected)),
      ' ': () => (open ? choose(active) : openAt(selected)),
      Escape: () => setOpen(false),
    };
    const move = moves[e.key];
    if (move && !(e.key === 'Escape' && !open)) {
      e.preventDefault();
      move();
      return;
    }
    if (e.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const match = findByTyping(e.key);
      if (match !== undefined) openAt(match);
    }
  };

  return (
    <Box position="relative" w="full">
      <chakra.div
        id={id}
        role="combobox"
        tabIndex={0}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : openAt(Math.max(0, options.indexOf(value))))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        h="10"
        px="3"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={invalid ? 'border.error' : 'border'}
        bg="bg"
        cursor="pointer"
        userSelect="none"
        color={value ? 'fg' : 'fg.muted'}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
      >
        <chakra.span truncate>{value ? text(value) : placeholder}</chakra.span>
        <chakra.span aria-hidden="true" color="fg.muted" ms="2">
          ▾
        </chakra.span>
      </chakra.div>
      {open && (
        <chakra.ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          // Keep focus on the combobox while the pointer scrolls the list or chooses an option.
          onMouseDown={(e) => e.preventDefault()}
          position="absolute"
          zIndex="dropdown"
          top="calc(100% + 4px)"
          insetX="0"
          maxH="200px"
          overflowY="auto"
          bg="bg"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="md"
          py="1"
        >
          {options.map((option, i) => (
            <chakra.li
              key={option}
              id={optionId(i)}
              role="option"
              aria-selected={option === value}
              onClick={() => choose(i)}
              onMouseMove={() => setActive(i)}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={i === active ? 'brand.50' : undefined}
              fontWeight={option === value ? 'semibold' : undefined}
              color="fg"
            >
              {text(option)}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
