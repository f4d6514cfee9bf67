import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import type { KeyboardEvent, ReactNode } from 'react';
import type { MenuAnchor } from './HoverMenuButton';

/**
 * A top-bar menu (docs/ux.md "Menus"): a popper under its button, not a modal. There is no backdrop,
 * so the button and the rest of the page stay under the pointer: a click on the button toggles the
 * menu, a click elsewhere closes it, and a menu the pointer opened closes when the pointer leaves
 * both (HoverMenuButton). It takes the focus (its first item when clicked open); Escape closes it and
 * gives the focus back to the button, Tab closes it; arrows and letters move through its items (MenuList).
 */
export function TopBarMenu({ anchor, children }: { anchor: MenuAnchor; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') anchor.onClose();
    if (event.key !== 'Escape') return;
    anchor.onClose();
    anchor.anchorEl?.focus();
  };
  return (
    <Popper
      open={anchor.open}
      anchorEl={anchor.anchorEl}
      placement="bottom-start"
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      onMouseEnter={anchor.onPointerEnter}
      onMouseLeave={anchor.onPointerLeave}
    >
      <ClickAwayListener
        onClickAway={(event) => {
          // The button toggles the menu itself.
          if (event.target instanceof Node && anchor.anchorEl?.contains(event.target)) return;
          anchor.onClose();
        }}
      >
        <Paper elevation={8} sx={{ maxHeight: 'calc(100vh - 96px)', overflowY: 'auto', minWidth: 200 }}>
          <MenuList id={anchor.menuId} aria-labelledby={anchor.buttonId} dense autoFocus autoFocusItem={anchor.focusFirstItem} onKeyDown={onKeyDown}>
            {children}
          </MenuList>
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
