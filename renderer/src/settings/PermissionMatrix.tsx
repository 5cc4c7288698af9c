// The actions a set of subjects offers, as a grid of checkboxes: content types as rows with one
// column per action, plugin subjects below with their own actions. Used for roles and tokens.
import type { PermissionSubject } from '../../../server/admin/studio-contract.ts';

const CONTENT_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete', 'createLocalization'];

interface Props {
  subjects: PermissionSubject[];
  granted: Set<string>;
  onChange(next: Set<string>): void;
  /** An action to point at (a link from a 403 explanation): its checkbox is marked. */
  highlight?: string | null;
}

export function PermissionMatrix({ subjects, granted, onChange, highlight = null }: Props) {
  const mark = (action: string) => (action === highlight ? { 'data-highlight': 'true' } : {});
  const set = (actions: string[], on: boolean) => {
    const next = new Set(granted);
    for (const a of actions)
      if (on) next.add(a);
      else next.delete(a);
    onChange(next);
  };
  // One action's checkbox, the same in the content types' table and in the plugins' grid.
  const actionCheckbox = (s: PermissionSubject, action: string) => {
    const key = `${s.uid}.${action}`;
    return (
      <input
        type="checkbox"
        className="checkbox"
        aria-label={`${s.label} ${action}`}
        {...mark(key)}
        checked={granted.has(key)}
        onChange={(e) => set([key], e.target.checked)}
      />
    );
  };
  const content = subjects.filter((s) => s.group === 'content');
  const plugins = subjects.filter((s) => s.group === 'plugin');
  return (
    <div className="stack" style={{ gap: 20 }}>
      <table className="table matrix" aria-label="Content type permissions">
        <thead>
          <tr>
            <th>Content type</th>
            {CONTENT_ACTIONS.map((a) => (
              <th key={a} className="matrix-cell">
                {a}
              </th>
            ))}
            <th className="matrix-cell">All</th>
          </tr>
        </thead>
        <tbody>
          {content.map((s) => {
            const actions = s.actions.map((a) => `${s.uid}.${a}`);
            const all = actions.every((a) => granted.has(a));
            return (
              <tr key={s.uid}>
                <td>
                  <strong>{s.label}</strong>{' '}
                  <span className="muted mono" style={{ fontSize: 11.5 }}>
                    {s.uid}
                  </span>
                </td>
                {CONTENT_ACTIONS.map((a) => (
                  <td key={a} className="matrix-cell">
                    {s.actions.includes(a) ? actionCheckbox(s, a) : <span className="muted">—</span>}
                  </td>
                ))}
                <td className="matrix-cell">
                  <input
                    type="checkbox"
                    className="checkbox"
                    aria-label={`${s.label} all actions`}
                    checked={all}
                    onChange={(e) => set(actions, e.target.checked)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="plugin-grid">
        {plugins.map((s) => (
          <section key={s.uid} className="plugin-perms" aria-label={s.label}>
            <h3>{s.label}</h3>
            <div className="check-grid">
              {s.actions.map((a) => (
                <label key={a} className="check">
                  {actionCheckbox(s, a)}
                  {a}
                </label>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
