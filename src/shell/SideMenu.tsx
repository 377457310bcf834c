import { NavLink } from 'react-router';
import type { MenuSection } from '../../runtime/screens/menu';
import { fillRoute } from '../../runtime/screens/routes';

export interface SideMenuProps {
  sections: MenuSection[];
  collapsed: boolean;
  onToggle: () => void;
  /** Route parameters the signed-in user fills (userId). */
  params: Record<string, string>;
  version: string;
  environment: string;
}

/** The collapsible left menu, built from the screen definitions. */
export function SideMenu({ sections, collapsed, onToggle, params, version, environment }: SideMenuProps) {
  return (
    <aside className={`side-menu${collapsed ? ' collapsed' : ''}`}>
      <div className="side-menu-head">
        <button type="button" className="menu-toggle" aria-expanded={!collapsed} aria-controls="main-menu" onClick={onToggle}>
          <span className="menu-toggle__icon" aria-hidden="true">
            ☰
          </span>
          <span className="menu-toggle__label">Menu</span>
        </button>
        {!collapsed && (
          <span className="version-badge">
            <span>v{version}</span> <span className="environment">{environment}</span>
          </span>
        )}
      </div>
      <nav id="main-menu" aria-label="Main menu" hidden={collapsed}>
        {sections.map((section) => (
          <div className="menu-section" key={section.group ?? 'top'}>
            {section.group && <h2 className="menu-group">{section.group}</h2>}
            <ul>
              {section.items.map((item) => (
                <li key={item.route}>
                  <NavLink to={fillRoute(item.route, params)}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
