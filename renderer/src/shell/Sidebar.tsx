// The navigation column: content types, the builder, the API explorers and settings.
import { useEffect, useRef, useState } from 'react';
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { Icon, Logo, type IconName } from '../components/Icon.tsx';
import { href, useLocation } from '../lib/hash-router.ts';
import { useStudio } from '../stores/studio-store.ts';

function NavLink({
  to,
  icon,
  label,
  active,
  testId,
  initials,
}: {
  to: string;
  icon: IconName;
  label: string;
  active: boolean;
  testId?: string;
  /** Shown instead of the icon when the sidebar is collapsed, where content types would all look alike. */
  initials?: string;
}) {
  return (
    <a
      className={`nav-link${active ? ' active' : ''}`}
      href={to}
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
      title={label}
    >
      <Icon name={icon} />
      {initials && (
        <span className="nav-initials" aria-hidden="true">
          {initials}
        </span>
      )}
      <span className="nav-label grow">{label}</span>
    </a>
  );
}

export function Sidebar() {
  const { schema, session, signOut } = useStudio();
  const { segments } = useLocation();
  const [area, sub] = segments;
  const types = schema?.contentTypes ?? [];
  const collections = types.filter((m) => m.kind === 'collectionType');
  const singles = types.filter((m) => m.kind === 'singleType');
  const is = (a: string, s?: string) => area === a && (s === undefined || sub === s);
  const contentLink = (m: StudioModel, icon: 'collection' | 'single') => (
    <NavLink
      key={m.uid}
      to={href('content', m.uid)}
      icon={icon}
      initials={initialsOf(m.displayName)}
      label={m.displayName}
      active={is('content', m.uid)}
    />
  );
  const [collapsed, setCollapsed] = useCollapsed();
  // The page shown stays visible in the list, even when the list is longer than the window.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('.nav-link.active')?.scrollIntoView({ block: 'nearest' });
  }, [area, sub, collapsed]);
  return (
    <aside className={`sidebar${collapsed ? ' collapsed' : ''}`}>
      <div className="brand">
        <Logo />
        <div className="stack brand-text" style={{ gap: 0 }}>
          <span className="brand-name">Tessera</span>
          <span className="brand-project" title={session?.project.dir}>
            {session?.project.name}
          </span>
        </div>
        <button
          type="button"
          className="nav-collapse"
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand the sidebar' : 'Collapse the sidebar'}
          onClick={() => setCollapsed(!collapsed)}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
        </button>
      </div>
      <nav className="nav" aria-label="Studio" ref={nav}>
        <NavLink to="#/" icon="home" label="Overview" active={!area} />
        <div className="nav-section">
          <div className="nav-heading">Collection types</div>
          {collections.map((m) => contentLink(m, 'collection'))}
          {collections.length === 0 && <div className="nav-status">None yet</div>}
        </div>
        {singles.length > 0 && (
          <div className="nav-section">
            <div className="nav-heading">Single types</div>
            {singles.map((m) => contentLink(m, 'single'))}
          </div>
        )}
        <div className="nav-section">
          <div className="nav-heading">Build</div>
          <NavLink to="#/media" icon="image" label="Media library" active={is('media')} />
          <NavLink to="#/builder" icon="builder" label="Content-Type Builder" active={is('builder')} />
        </div>
        <div className="nav-section">
          <div className="nav-heading">Explore the API</div>
          <NavLink to="#/rest" icon="send" label="REST tester" active={is('rest')} />
          <NavLink to="#/graphql" icon="graph" label="GraphQL" active={is('graphql')} />
          <NavLink to="#/api-reference" icon="file" label="API reference" active={is('api-reference')} />
        </div>
        <div className="nav-section">
          <div className="nav-heading">Settings</div>
          <NavLink to="#/settings/roles" icon="shield" label="Roles & permissions" active={is('settings', 'roles')} />
          <NavLink to="#/settings/tokens" icon="key" label="API tokens" active={is('settings', 'tokens')} />
          <NavLink to="#/settings/locales" icon="globe" label="Locales" active={is('settings', 'locales')} />
          <NavLink to="#/settings/database" icon="database" label="Database" active={is('settings', 'database')} />
          <NavLink to="#/settings/requests" icon="activity" label="Request log" active={is('settings', 'requests')} />
        </div>
      </nav>
      <div className="nav-footer">
        <div className="nav-status" title={`Serving on ${window.location.host}`}>
          <span className="status-dot" />
          <span className="nav-label">Serving on {window.location.host}</span>
        </div>
        <button type="button" className="nav-link" title="Sign out" onClick={() => void signOut()}>
          <Icon name="logout" />
          <span className="nav-label">Sign out</span>
        </button>
      </div>
    </aside>
  );
}

/** `Article` → `Ar`, `Blog post` → `BP`. */
function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  return words.length > 1 ? (words[0][0] + words[1][0]).toUpperCase() : name.slice(0, 2);
}

const COLLAPSED_KEY = 'tessera.sidebar.collapsed';

/** Collapsed to icons: the user's last choice, else when the window is narrower than 1200 px. */
function useCollapsed(): [boolean, (v: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    const saved = localStorage.getItem(COLLAPSED_KEY);
    return saved === null ? window.innerWidth < 1200 : saved === 'true';
  });
  return [
    collapsed,
    (v) => {
      localStorage.setItem(COLLAPSED_KEY, String(v));
      setCollapsed(v);
    },
  ];
}
