// Sends the tester's request from the browser, exactly as a client would, and measures it.
export interface TesterResponse {
  status: number;
  statusText: string;
  ms: number;
  /** When the answer arrived (performance.now()): tells two equal answers apart. */
  receivedAt: number;
  size: number;
  headers: Array<[string, string]>;
  /** Parsed JSON when the body is JSON. */
  json?: unknown;
  text: string;
}

export async function sendRequest(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<TesterResponse> {
  const started = performance.now();
  const res = await fetch(url, { method, headers, body, credentials: 'omit' });
  const text = await res.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    statusText: res.statusText,
    ms,
    receivedAt: performance.now(),
    size: new TextEncoder().encode(text).length,
    headers: [...res.headers.entries()],
    json,
    text,
  };
}
