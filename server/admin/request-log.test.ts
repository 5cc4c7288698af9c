import { describe, expect, it } from 'vitest';
import { BodyTap } from './request-log.ts';

describe('BodyTap', () => {
  it('keeps text and bytes in the order they passed', () => {
    const tap = new BodyTap();
    tap.take('{"data":');
    tap.take(Buffer.from('"é"'));
    tap.take('}');
    expect(tap.text()).toBe('{"data":"é"}');
    expect(tap.truncated).toBe(false);
  });

  it('keeps 64 KiB of a longer body, counted in bytes, and says it cut the rest', () => {
    const tap = new BodyTap();
    tap.take('é'.repeat(40 * 1024));
    expect(tap.truncated).toBe(true);
    expect(Buffer.byteLength(tap.text())).toBe(64 * 1024);
    expect(tap.text().startsWith('éé')).toBe(true);
  });
});
