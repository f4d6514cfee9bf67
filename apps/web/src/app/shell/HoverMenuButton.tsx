import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MENU_HOVER_DELAY_MS } from '@wattle/contract';
import { ShellIconButton, ShellTextButton } from './ShellButton';

/** What a top-bar menu receives from its button. */
export interface MenuAnchor {
  menuId: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

interface HoverMenuButtonProps {
  id: string;
  /** Text of a text button, or the icon of an icon button (then `label` names it). */
  children: ReactNode;
  label?: string;
  iconButton?: boolean;
  /** Called when the pointer reaches the button: start loading the menu's code and data. */
  onIntent?: () => void;
  renderMenu: (anchor: MenuAnchor) => ReactNode;
}

/**
 * A top-bar button whose menu opens on click or after the pointer rests on it for 300 ms
 * (spec 1 §2.5). The menu is rendered only once first opened, so its code can load lazily.
 */
export function HoverMenuButton({ id, children, label, iconButton = false, onIntent, renderMenu }: HoverMenuButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const show = () => {
    clearTimeout(hoverTimer.current);
    setEverOpened(true);
    setOpen(true);
  };
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const triggerProps = {
    ref: buttonRef,
    id: buttonId,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open,
    onClick: show,
    onMouseEnter: () => {
      onIntent?.();
      hoverTimer.current = setTimeout(show, MENU_HOVER_DELAY_MS);
    },
    onMouseLeave: () => clearTimeout(hoverTimer.current),
  };

  return (
    <>
      {iconButton ? <ShellIconButton {...triggerProps}>{children}</ShellIconButton> : <ShellTextButton {...triggerProps}>{children}</ShellTextButton>}
      {everOpened ? (
        <Suspense fallback={null}>{renderMenu({ menuId, buttonId, anchorEl: buttonRef.current, open, onClose: () => setOpen(false) })}</Suspense>
      ) : null}
    </>
  );
}
