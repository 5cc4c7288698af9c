// The studio's session and the project's schema, loaded once and refreshed after model changes.
import { create } from 'zustand';
import type { StudioModel, StudioSchema, StudioSession } from '../../../server/admin/studio-contract.ts';
import { admin, whenSignedOut } from '../lib/admin-client.ts';

type Status = 'loading' | 'signed-out' | 'ready' | 'error';

interface StudioState {
  status: Status;
  error: string | null;
  session: StudioSession | null;
  schema: StudioSchema | null;
  load(): Promise<void>;
  reloadSchema(): Promise<void>;
  signOut(): Promise<void>;
}

export const useStudio = create<StudioState>((set) => ({
  status: 'loading',
  error: null,
  session: null,
  schema: null,
  async load() {
    try {
      const [session, schema] = await Promise.all([
        admin.get<StudioSession>('/session'),
        admin.get<StudioSchema>('/schema'),
      ]);
      set({ status: 'ready', session, schema, error: null });
    } catch (err) {
      if (useStudio.getState().status !== 'signed-out') set({ status: 'error', error: (err as Error).message });
    }
  },
  async reloadSchema() {
    set({ schema: await admin.get<StudioSchema>('/schema') });
  },
  async signOut() {
    await admin.post('/session/logout');
    set({ status: 'signed-out', session: null, schema: null });
  },
}));

whenSignedOut(() => useStudio.setState({ status: 'signed-out', session: null, schema: null }));

export function findModel(schema: StudioSchema | null, uid: string): StudioModel | undefined {
  return schema?.contentTypes.find((m) => m.uid === uid) ?? schema?.components.find((m) => m.uid === uid);
}

export function useModel(uid: string): StudioModel | undefined {
  return useStudio((s) => findModel(s.schema, uid));
}
