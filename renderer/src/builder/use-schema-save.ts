// Saving builder changes: apply, ask first when stored data is affected, refresh the studio's
// schema, and report whether the API already serves the change.
import { useState } from 'react';
import type { SchemaApplyResult, SchemaChange, SchemaChangePlan } from '../../../server/admin/studio-contract.ts';
import { ApiError } from '../lib/api-error.ts';
import { useStudio } from '../stores/studio-store.ts';
import { toast } from '../stores/toast-store.ts';
import { applySchemaChanges } from './builder-client.ts';

export function useSchemaSave(onApplied: (result: SchemaApplyResult) => void) {
  const [pending, setPending] = useState<{ changes: SchemaChange[]; plan: SchemaChangePlan } | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [restartNeeded, setRestartNeeded] = useState(false);

  const run = async (changes: SchemaChange[], confirm: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await applySchemaChanges(changes, confirm);
      if (outcome.kind === 'confirm') {
        setPending({ changes, plan: outcome.plan });
        return;
      }
      setPending(null);
      setErrors({});
      useStudio.setState({ schema: outcome.result.schema });
      setRestartNeeded(!outcome.result.routesReloaded);
      toast.success('Saved: the model files are written and the schema is reloaded');
      onApplied(outcome.result);
    } catch (e) {
      setPending(null);
      if (e instanceof ApiError) setErrors(e.fieldErrors);
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    errors,
    error,
    pending,
    restartNeeded,
    save: (changes: SchemaChange[]) => run(changes, false),
    confirm: () => pending && run(pending.changes, true),
    cancel: () => setPending(null),
  };
}
