// Loading, editing and saving one entry of a collection type or the entry of a single type:
// the form values, the server's field errors, client-only errors, and the actions.
import { useCallback, useEffect, useState } from 'react';
import type { StudioEntry, StudioModel } from '../../../server/admin/studio-contract.ts';
import { admin, seg } from '../lib/admin-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { findModel, useStudio } from '../stores/studio-store.ts';
import { toast } from '../stores/toast-store.ts';
import {
  copiedValues,
  formValues,
  initialValues,
  missingRequired,
  sharedValues,
  toWritePayload,
  type ModelLookup,
  type Values,
} from './entry-payload.ts';

export interface EditorTarget {
  model: StudioModel;
  /** A collection entry's id, 'new', or 'single' for the single type's entry. */
  id: number | 'new' | 'single';
  locale: string | null;
  /** For a new entry in another locale: the entry it is a localization of. */
  from?: number | null;
}

export function useEntryEditor({ model, id, locale, from = null }: EditorTarget) {
  const schema = useStudio((s) => s.schema);
  const lookup: ModelLookup = useCallback((uid) => findModel(schema, uid), [schema]);
  const [entry, setEntry] = useState<StudioEntry | null>(null);
  const [source, setSource] = useState<StudioEntry | null>(null);
  const [values, setValues] = useState<Values>(() => initialValues(model));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(id !== 'new');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const base = `/entries/${seg(model.uid)}`;
  const localeQuery = model.localized && locale ? `?locale=${encodeURIComponent(locale)}` : '';

  const show = useCallback(
    (e: StudioEntry | null) => {
      setEntry(e);
      setValues(e ? formValues(model, e, lookup) : initialValues(model));
      setErrors({});
      setDirty(false);
    },
    [model, lookup],
  );

  useEffect(() => {
    if ((id === 'new' || id === 'single') && from !== null) {
      // A new localization starts with the fields every locale shares; the rest waits for "fill in".
      setLoading(true);
      admin
        .get<StudioEntry>(`${base}/${from}`)
        .then(
          (source) => {
            setEntry(null);
            setSource(source);
            setValues(sharedValues(model, formValues(model, source, lookup), initialValues(model)));
            setLoadError(null);
          },
          (e: Error) => setLoadError(e.message),
        )
        .finally(() => setLoading(false));
      return;
    }
    if (id === 'new') {
      show(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    const load =
      id === 'single'
        ? admin.get<{ entry: StudioEntry | null }>(`/single/${seg(model.uid)}${localeQuery}`).then((r) => r.entry)
        : admin.get<StudioEntry>(`${base}/${id}`);
    load
      .then(
        (e) => {
          show(e);
          setLoadError(null);
        },
        (e: Error) => setLoadError(e.message),
      )
      .finally(() => setLoading(false));
  }, [model.uid, id, localeQuery, from]);

  const change = useCallback((next: Values) => {
    setValues(next);
    setDirty(true);
  }, []);
  const setClientError = useCallback((key: string, message: string | null) => {
    if (message) setDirty(true);
    setClientErrors((c) => {
      const { [key]: _old, ...rest } = c;
      return message ? { ...rest, [key]: message } : rest;
    });
  }, []);

  /** Runs a write; field errors go next to their fields, anything else to a toast. */
  const run = async (what: () => Promise<StudioEntry>, success: string): Promise<StudioEntry | null> => {
    if (Object.keys(clientErrors).length) {
      toast.error('Fix the highlighted fields first');
      return null;
    }
    setBusy(true);
    try {
      const saved = await what();
      show(saved);
      toast.success(success);
      return saved;
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fieldErrors).length) {
        setErrors(e.fieldErrors);
        const n = Object.keys(e.fieldErrors).length;
        toast.error(n === 1 ? e.message : `${n} fields need attention`);
      } else {
        toast.error((e as Error).message);
      }
      return null;
    } finally {
      setBusy(false);
    }
  };

  const payload = () => toWritePayload(model, values, lookup);
  const save = () =>
    run(async () => {
      if (!entry && from !== null && locale)
        return admin.post<StudioEntry>(`${base}/${from}/localizations`, { ...payload(), locale });
      if (id === 'single')
        return (await admin.put<{ entry: StudioEntry }>(`/single/${seg(model.uid)}${localeQuery}`, { data: payload() }))
          .entry;
      if (!entry)
        return admin.post<StudioEntry>(base, {
          data: { ...payload(), ...(model.localized && locale ? { locale } : {}) },
        });
      return admin.put<StudioEntry>(`${base}/${entry.id}`, { data: payload() });
    }, 'Saved');

  const setPublished = async (publish: boolean) => {
    const missing = publish ? missingRequired(model, values) : [];
    if (missing.length) {
      // Drafts may lack required fields; a published entry may not (the server checks it too).
      setErrors(Object.fromEntries(missing.map((name) => [name, 'This value is required.'])));
      toast.error(
        missing.length === 1 ? `${missing[0]} is required to publish` : `${missing.length} required fields are empty`,
      );
      return null;
    }
    let current = entry;
    if (!current || dirty) current = await save();
    if (!current) return null;
    return run(
      () => admin.post<StudioEntry>(`${base}/${current!.id}/${publish ? 'publish' : 'unpublish'}`),
      publish ? 'Published' : 'Unpublished',
    );
  };

  const remove = async () => {
    if (!entry) return false;
    await admin.delete(`${base}/${entry.id}`);
    toast.success('Entry deleted');
    return true;
  };

  /** "Fill in from another locale": copies that entry's values into the form, to be saved as this locale's. */
  const fillFrom = async (sourceId: number) => {
    const source = await admin.get<StudioEntry>(`${base}/${sourceId}`);
    change(copiedValues(model, formValues(model, source, lookup), lookup));
  };

  return {
    entry,
    source,
    values,
    errors: { ...clientErrors, ...errors },
    lookup,
    loading,
    loadError,
    dirty,
    busy,
    change,
    setClientError,
    save,
    publish: () => setPublished(true),
    unpublish: () => setPublished(false),
    remove,
    fillFrom,
  };
}
