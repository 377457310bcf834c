import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useAuth } from '../../runtime/auth/AuthContext';
import { buildMenu } from '../../runtime/screens/menu';
import { screenEntries } from '../../runtime/screens/definitions';
import { useConsoleConfig } from '../../runtime/config/ConfigContext';
import { SessionWarning } from './session';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';
import './shell.css';

// Opened only from the user menu: it loads then, not with every page (the welcome pages' budget).
const ProfileDialog = lazy(() => import('./ProfileDialog').then((module) => ({ default: module.ProfileDialog })));

const menuSections = buildMenu(screenEntries);
const MAIN_ID = 'main-content';

/** Every /secure screen: left menu, top bar, content, footer and the session warning. */
export function ShellLayout() {
  const auth = useAuth();
  const config = useConsoleConfig();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const session = auth.session;
  const params = useMemo(() => ({ userId: session?.sub ?? '' }), [session?.sub]);

  const endSession = useCallback(() => {
    void auth.signOut().finally(() => navigate('/', { replace: true }));
  }, [auth, navigate]);

  const refreshSession = useCallback(async () => {
    try {
      await auth.refresh();
      window.location.reload();
    } catch (error) {
      console.error('Session refresh failed', error);
      endSession();
    }
  }, [auth, endSession]);

  if (!session) return null;
  return (
    <div className={`shell${collapsed ? ' menu-collapsed' : ''}`}>
      <SkipLink targetId={MAIN_ID} />
      <SideMenu
        sections={menuSections}
        collapsed={collapsed}
        onToggle={() => setCollapsed(!collapsed)}
        params={params}
        version={__APP_VERSION__}
        environment={config.environment}
      />
      <div className="shell-main">
        <header className="top-bar">
          <span className="product-name">Operations console</span>
          <UserMenu name={session.name} onProfile={() => setProfileOpen(true)} onLogOut={() => void navigate('/logout')} />
        </header>
        <main className="shell-content" id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </main>
        <footer className="shell-footer">Flower and gift delivery · operations console v{__APP_VERSION__}</footer>
      </div>
      <SessionWarning expiresAtMs={session.expiresAtMs} onExpired={endSession} onRefresh={refreshSession} />
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog session={session} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
