// Who the REST tester and GraphiQL send requests as: Public, an API token whose key this studio
// knows, or a users-permissions user (a JWT minted by the admin API, or pasted).
import { create } from 'zustand';
import { admin } from '../lib/admin-client.ts';

export type CredentialKind = 'public' | 'token' | 'user';

interface CredentialState {
  kind: CredentialKind;
  tokenKey: string;
  tokenLabel: string;
  userId: number | null;
  userLabel: string;
  jwt: string;
  setPublic(): void;
  setToken(key: string, label: string): void;
  setUserJwt(jwt: string, label: string, userId?: number | null): void;
  signInAs(userId: number, label: string): Promise<void>;
}

const SESSION = 'tessera.credentials';
const saved = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(SESSION) ?? '{}') as Partial<CredentialState>;
  } catch {
    return {};
  }
})();

export const useCredentials = create<CredentialState>((set, get) => {
  const persist = () => {
    const { kind, tokenKey, tokenLabel, userId, userLabel, jwt } = get();
    sessionStorage.setItem(SESSION, JSON.stringify({ kind, tokenKey, tokenLabel, userId, userLabel, jwt }));
  };
  return {
    kind: saved.kind ?? 'public',
    tokenKey: saved.tokenKey ?? '',
    tokenLabel: saved.tokenLabel ?? '',
    userId: saved.userId ?? null,
    userLabel: saved.userLabel ?? '',
    jwt: saved.jwt ?? '',
    setPublic() {
      set({ kind: 'public' });
      persist();
    },
    setToken(tokenKey, tokenLabel) {
      set({ kind: 'token', tokenKey, tokenLabel });
      persist();
    },
    setUserJwt(jwt, userLabel, userId = null) {
      set({ kind: 'user', jwt, userLabel, userId });
      persist();
    },
    async signInAs(userId, label) {
      const { jwt } = await admin.post<{ jwt: string }>(`/users/${userId}/jwt`);
      set({ kind: 'user', jwt, userLabel: label, userId });
      persist();
    },
  };
});

/** The Authorization header for the chosen credential, if any. */
export function authorizationHeader(state: Pick<CredentialState, 'kind' | 'tokenKey' | 'jwt'>): Record<string, string> {
  if (state.kind === 'token' && state.tokenKey) return { Authorization: `Bearer ${state.tokenKey}` };
  if (state.kind === 'user' && state.jwt) return { Authorization: `Bearer ${state.jwt}` };
  return {};
}

export function credentialLabel(state: Pick<CredentialState, 'kind' | 'tokenLabel' | 'userLabel'>): string {
  if (state.kind === 'token') return state.tokenLabel ? `API token “${state.tokenLabel}”` : 'API token';
  if (state.kind === 'user') return state.userLabel ? `User ${state.userLabel}` : 'User';
  return 'Public';
}
