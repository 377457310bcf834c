import { useId } from 'react';
import { useMenuButton } from './useMenuButton';

export interface UserMenuProps {
  name: string;
  onProfile: () => void;
  onLogOut: () => void;
}

/** The top bar's user dropdown (WAI-ARIA menu button): the user's name, then Profile and Log out. */
export function UserMenu({ name, onProfile, onLogOut }: UserMenuProps) {
  const items = [
    { label: 'Profile', action: onProfile },
    { label: 'Log out', action: onLogOut },
  ];
  const menu = useMenuButton(items.length);
  const menuId = useId();

  const choose = (action: () => void) => () => {
    menu.close(true);
    action();
  };

  return (
    <div className="user-menu" ref={menu.rootRef}>
      <button
        type="button"
        ref={menu.buttonRef}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menuId}
        onClick={menu.onButtonClick}
        onKeyDown={menu.onButtonKeyDown}
      >
        {name}
      </button>
      {menu.open && (
        <ul role="menu" id={menuId} aria-label={name} onKeyDown={menu.onMenuKeyDown}>
          {items.map((item, index) => (
            <li role="none" key={item.label}>
              <button
                type="button"
                role="menuitem"
                ref={menu.itemRef(index)}
                tabIndex={index === menu.activeIndex ? 0 : -1}
                onClick={choose(item.action)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
