import { useEffect, useId, useRef, useState } from 'react';

export interface UserMenuProps {
  name: string;
  onProfile: () => void;
  onLogOut: () => void;
}

/** The top bar's user dropdown: the user's name, then Profile and Log out. */
export function UserMenu({ name, onProfile, onLogOut }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <div className="user-menu" ref={root}>
      <button type="button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {name}
      </button>
      {open && (
        <ul role="menu" id={menuId} aria-label={name}>
          <li role="none">
            <button type="button" role="menuitem" onClick={choose(onProfile)}>
              Profile
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={choose(onLogOut)}>
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
