// Shown before a model change that touches stored data: what will happen, then apply or cancel.
import type { SchemaChangePlan } from '../../../server/admin/studio-contract.ts';
import { ConfirmDialog } from '../components/Dialog.tsx';
import { Icon } from '../components/Icon.tsx';

export function ChangePlanDialog({
  plan,
  busy,
  onConfirm,
  onCancel,
}: {
  plan: SchemaChangePlan;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      title="This change affects stored data"
      confirmLabel="Apply the change"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="stack">
        <p>Here is what saving will do:</p>
        <ul className="impact-list" aria-label="Effects on stored data">
          {plan.impacts.map((i, n) => (
            <li key={n}>
              <Icon name="alert" />
              <span>{i.message}</span>
            </li>
          ))}
        </ul>
        <p className="muted" style={{ fontSize: 12.5 }}>
          Files written:{' '}
          {plan.writes.map((f) => (
            <code key={f} className="code-inline">
              {f}
            </code>
          ))}
          {plan.removes.length > 0 && (
            <>
              {' '}
              · removed:{' '}
              {plan.removes.map((f) => (
                <code key={f} className="code-inline">
                  {f}
                </code>
              ))}
            </>
          )}
        </p>
      </div>
    </ConfirmDialog>
  );
}
