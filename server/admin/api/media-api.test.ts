// The studio's media upload over real HTTP: what is stored is the picture that was sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ fixture: STUDIO_FIXTURE });
});
afterAll(async () => {
  await t?.close();
});

/** A photo-like PNG: smooth gradients, with transparency. */
async function gradientPng(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = 128;
      raw[i + 3] = 255 - (x * 120) / width;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

async function pixels(buffer: Buffer) {
  return await sharp(buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

/**
 * The largest mean difference of one channel over any 8×8 tile: size optimisation quantises and
 * dithers colours (single pixels differ, tiles average out), while a damaged block stands out.
 */
async function worstTile(expected: Buffer, actual: Buffer): Promise<number> {
  const [a, b] = [await pixels(expected), await pixels(actual)];
  expect([b.info.width, b.info.height]).toEqual([a.info.width, a.info.height]);
  const { width, height } = a.info;
  let worst = 0;
  for (let ty = 0; ty < height; ty += 8) {
    for (let tx = 0; tx < width; tx += 8) {
      for (let c = 0; c < 4; c++) {
        let sum = 0,
          n = 0;
        for (let y = ty; y < Math.min(ty + 8, height); y++) {
          for (let x = tx; x < Math.min(tx + 8, width); x++) {
            const i = (y * width + x) * 4 + c;
            sum += a.data[i] - b.data[i];
            n++;
          }
        }
        worst = Math.max(worst, Math.abs(sum / n));
      }
    }
  }
  return worst;
}

describe('media upload', () => {
  it('stores a PNG whose pixels match the original, and formats that match it resized', async () => {
    const original = await gradientPng(1010, 400);
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(original)], { type: 'image/png' }), 'gradient.png');
    const res = await t.admin('/media', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const [file] = await res.json();
    expect(Object.keys(file.formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    const stored = readFileSync(join(t.projectDir, 'public', file.url));
    expect(await worstTile(original, stored)).toBeLessThan(6);
    // Every format matches the original scaled down the same way, corner to corner.
    for (const format of Object.values(file.formats) as Array<{ url: string; width: number; height: number }>) {
      const made = readFileSync(join(t.projectDir, 'public', format.url));
      const expected = await sharp(original).resize(format.width, format.height).png().toBuffer();
      expect(await worstTile(expected, made), format.url).toBeLessThan(6);
    }
  });
});
