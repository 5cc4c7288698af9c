// API token keys this studio has seen (created here, or pasted), kept in the browser so the REST
// tester and GraphiQL can send them. The server stores only hashes and cannot show them again.
import { create } from 'zustand';

export interface KnownKey {
  tokenId: number | null;
  name: string;
  accessKey: string;
}

const STORAGE = 'tessera.keychain';

function load(): KnownKey[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

interface KeychainState {
  keys: KnownKey[];
  remember(key: KnownKey): void;
  forget(tokenId: number): void;
}

export const useKeychain = create<KeychainState>((set, get) => ({
  keys: load(),
  remember(key) {
    const keys = [
      ...get().keys.filter((k) => k.accessKey !== key.accessKey && (key.tokenId === null || k.tokenId !== key.tokenId)),
      key,
    ];
    localStorage.setItem(STORAGE, JSON.stringify(keys));
    set({ keys });
  },
  forget(tokenId) {
    const keys = get().keys.filter((k) => k.tokenId !== tokenId);
    localStorage.setItem(STORAGE, JSON.stringify(keys));
    set({ keys });
  },
}));
