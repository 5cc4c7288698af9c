// Drops a file on an element the way a user dragging it from their desktop does.
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';

export async function dropFile(target: Locator, path: string, name: string, type: string): Promise<void> {
  const b64 = readFileSync(path).toString('base64');
  await target.evaluate(
    (el, file) => {
      const bytes = Uint8Array.from(atob(file.b64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], file.name, { type: file.type }));
      el.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      el.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { b64, name, type },
  );
}
