// The requests the tester sent in this browser session, newest first, to send again.
import { create } from 'zustand';

export interface SentRequest {
  uid: string;
  endpointKey: string;
  id: string;
  queryText: string;
  body: string;
  method: string;
  path: string;
  status: number;
}

const KEY = 'tessera.rest-history';
const LIMIT = 20;

function load(): SentRequest[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export const useRequestHistory = create<{ sent: SentRequest[]; add(r: SentRequest): void }>((set, get) => ({
  sent: load(),
  add(r) {
    const sent = [
      r,
      ...get().sent.filter((x) => !(x.method === r.method && x.path === r.path && x.body === r.body)),
    ].slice(0, LIMIT);
    sessionStorage.setItem(KEY, JSON.stringify(sent));
    set({ sent });
  },
}));
