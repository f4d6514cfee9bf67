import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { MENU_HOVER_DELAY_MS } from '@wattle/contract';
import { ShellIconButton, ShellTextButton } from './ShellButton';

/** What a top-bar menu (TopBarMenu) receives from its button. */
export interface MenuAnchor {
  menuId: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  /** Opened by a click or the keyboard: focus goes to the first item; opened by the pointer resting, to the menu. */
  focusFirstItem: boolean;
  /** The pointer over the menu keeps a menu the pointer opened open; leaving it closes it. */
  onPointerEnter: () => void;
  onPointerLeave: () => void;
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

type OpenedBy = 'pointer' | 'click';

/**
 * A top-bar button whose menu opens on click or after the pointer rests on it for 300 ms
 * (spec 1 §2.5; docs/ux.md "Menus"). A menu the user closed (Escape, a click, an item) while the
 * pointer is on the button stays closed until the pointer leaves the button: it never reopens under
 * a resting pointer. A menu the pointer opened closes once the pointer has left the button and the
 * menu; a clicked one stays until Escape, a click elsewhere or a choice. The menu is rendered only
 * once first opened, so its code can load lazily.
 */
export function HoverMenuButton({ id, children, label, iconButton = false, onIntent, renderMenu }: HoverMenuButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The pointer is on the button. */
  const pointerOnButton = useRef(false);
  /** Closed by the user with the pointer on the button: no hover reopening until it leaves. */
  const closedByUser = useRef(false);
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const open = openedBy !== null;

  useEffect(
    () => () => {
      clearTimeout(hoverTimer.current);
      clearTimeout(leaveTimer.current);
    },
    [],
  );

  const show = (by: OpenedBy) => {
    clearTimeout(hoverTimer.current);
    clearTimeout(leaveTimer.current);
    setEverOpened(true);
    setOpenedBy(by);
  };
  const close = () => {
    clearTimeout(hoverTimer.current);
    clearTimeout(leaveTimer.current);
    if (pointerOnButton.current) closedByUser.current = true;
    setOpenedBy(null);
  };

  /** The pointer left the button or the menu: a menu it opened closes unless it comes back at once. */
  const pointerLeft = () => {
    clearTimeout(hoverTimer.current);
    if (openedBy !== 'pointer') return;
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => setOpenedBy(null), MENU_HOVER_DELAY_MS);
  };
  const pointerBack = () => clearTimeout(leaveTimer.current);

  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const triggerProps = {
    ref: buttonRef,
    id: buttonId,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open,
    // A click opens the menu, pins one the pointer opened, and closes one it opened.
    onClick: () => (openedBy === 'click' ? close() : show('click')),
    onMouseEnter: () => {
      pointerOnButton.current = true;
      onIntent?.();
      pointerBack();
      if (open || closedByUser.current) return;
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => show('pointer'), MENU_HOVER_DELAY_MS);
    },
    onMouseLeave: () => {
      pointerOnButton.current = false;
      closedByUser.current = false;
      pointerLeft();
    },
  };

  return (
    <>
      {iconButton ? <ShellIconButton {...triggerProps}>{children}</ShellIconButton> : <ShellTextButton {...triggerProps}>{children}</ShellTextButton>}
      {everOpened ? (
        <Suspense fallback={null}>
          {renderMenu({
            menuId,
            buttonId,
            anchorEl: buttonRef.current,
            open,
            onClose: close,
            focusFirstItem: openedBy === 'click',
            onPointerEnter: pointerBack,
            onPointerLeave: pointerLeft,
          })}
        </Suspense>
      ) : null}
    </>
  );
}
