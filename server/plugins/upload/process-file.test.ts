import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mimeMatchesAllowedTypes, processFile, slugifyBaseName } from './process-file.ts';

const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);
const GREEN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVR4nGNg+M9AGmIY1cAwquH/MNUAAJHq/wHr+DS6AAAAAElFTkSuQmCC',
  'base64',
);

describe('processFile', () => {
  it('matches the Strapi record for the red 8x8 PNG', async () => {
    const { file, writes } = await processFile({ buffer: RED, filename: 'red.png', mimeType: 'image/png' });
    expect(file).toMatchObject({
      name: 'red.png',
      ext: '.png',
      mime: 'image/png',
      size: 0.11,
      width: 8,
      height: 8,
      formats: null,
      provider: 'local',
    });
    expect(file.hash).toMatch(/^red_[0-9a-f]{10}$/);
    expect(file.url).toBe(`/uploads/${file.hash}.png`);
    expect(writes).toHaveLength(1);
    expect(writes[0].relativePath).toBe(`${file.hash}.png`);
    expect(writes[0].buffer.length).toBe(105);
  });

  it('matches the Strapi record for the green 16x16 PNG', async () => {
    const { file } = await processFile({ buffer: GREEN, filename: 'green.png', mimeType: 'image/png' });
    expect(file).toMatchObject({ size: 0.11, width: 16, height: 16, formats: null });
  });

  it('keeps the original bytes when size optimization is off', async () => {
    const { file, writes } = await processFile(
      { buffer: RED, filename: 'red.png', mimeType: 'image/png' },
      { sizeOptimization: false },
    );
    expect(file.size).toBe(0.1);
    expect(writes[0].buffer.equals(RED)).toBe(true);
  });

  it('generates thumbnail and breakpoint formats for a large image', async () => {
    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const { file, writes } = await processFile({ buffer: big, filename: 'Big Picture.png', mimeType: 'image/png' });
    expect(file.width).toBe(1200);
    expect(file.height).toBe(800);
    expect(file.hash).toMatch(/^Big_Picture_[0-9a-f]{10}$/);
    const formats = file.formats!;
    expect(Object.keys(formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
    const dims = Object.fromEntries(Object.entries(formats).map(([k, f]) => [k, [f.width, f.height]]));
    expect(dims).toEqual({ thumbnail: [234, 156], large: [1000, 667], medium: [750, 500], small: [500, 333] });
    expect(formats.small).toEqual({
      name: 'small_Big Picture.png',
      hash: `small_${file.hash}`,
      ext: '.png',
      mime: 'image/png',
      path: null,
      width: 500,
      height: 333,
      size: Math.round(formats.small.sizeInBytes / 10) / 100,
      sizeInBytes: formats.small.sizeInBytes,
      url: `/uploads/small_${file.hash}.png`,
    });
    expect(writes.map((w) => w.relativePath).sort()).toEqual(
      [file.hash, ...['large', 'medium', 'small', 'thumbnail'].map((k) => `${k}_${file.hash}`)]
        .map((p) => `${p}.png`)
        .sort(),
    );
    for (const [key, f] of Object.entries(formats)) {
      const w = writes.find((x) => x.relativePath === `${key}_${file.hash}.png`)!;
      expect(w.buffer.length).toBe(f.sizeInBytes);
      const meta = await sharp(w.buffer).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', f.width, f.height]);
    }
  });

  it('honours custom breakpoints and responsiveDimensions', async () => {
    const img = await sharp({ create: { width: 600, height: 300, channels: 3, background: 'red' } })
      .jpeg()
      .toBuffer();
    const custom = await processFile(
      { buffer: img, filename: 'a.jpg', mimeType: 'image/jpeg' },
      { breakpoints: { xs: 100, xl: 2000 } },
    );
    expect(Object.keys(custom.file.formats!).sort()).toEqual(['thumbnail', 'xs']);
    expect([custom.file.formats!.xs.width, custom.file.formats!.xs.height]).toEqual([100, 50]);
    const off = await processFile(
      { buffer: img, filename: 'a.jpg', mimeType: 'image/jpeg' },
      { responsiveDimensions: false },
    );
    expect(Object.keys(off.file.formats!)).toEqual(['thumbnail']);
  });

  it('treats non-images as plain files', async () => {
    const buffer = Buffer.from('hello world, this is a text file\n');
    const { file, writes } = await processFile({ buffer, filename: 'notes.txt', mimeType: 'text/plain' });
    expect(file).toMatchObject({
      name: 'notes.txt',
      ext: '.txt',
      width: null,
      height: null,
      formats: null,
      size: 0.03,
    });
    expect(writes).toEqual([{ relativePath: `${file.hash}.txt`, buffer }]);
  });

  it('treats an undecodable "image" as a plain file, like Strapi', async () => {
    const { file } = await processFile({ buffer: Buffer.from('nope'), filename: 'x.png', mimeType: 'image/png' });
    expect([file.width, file.height, file.formats]).toEqual([null, null, null]);
  });

  it('rejects a truncated image like Strapi (ApplicationError, 400)', async () => {
    const img = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    const cut = img.subarray(0, Math.floor(img.length / 2));
    await expect(processFile({ buffer: cut, filename: 'cut.png', mimeType: 'image/png' })).rejects.toMatchObject({
      status: 400,
      name: 'ApplicationError',
      message: 'File is not a valid image',
    });
  });

  it('uses fileInfo name for name and hash but keeps the real extension', async () => {
    const { file } = await processFile({ buffer: RED, filename: 'red.PNG', mimeType: 'image/png', name: 'Crimson' });
    expect(file.name).toBe('Crimson');
    expect(file.ext).toBe('.PNG');
    expect(file.hash).toMatch(/^Crimson_[0-9a-f]{10}$/);
  });
});

describe('slugifyBaseName', () => {
  it('follows @sindresorhus/slugify with separator _ and case kept', () => {
    expect(slugifyBaseName('red')).toBe('red');
    expect(slugifyBaseName('My Photo')).toBe('My_Photo');
    expect(slugifyBaseName('  --my.photo (1)--  ')).toBe('my_photo_1');
    expect(slugifyBaseName('myPhoto')).toBe('my_Photo');
    expect(slugifyBaseName('Fish & Chips')).toBe('Fish_and_Chips');
    expect(slugifyBaseName('Crème Brûlée Größe')).toBe('Creme_Brulee_Groesse');
    expect(slugifyBaseName('IMG_2041')).toBe('IMG_2041');
  });
});

describe('mimeMatchesAllowedTypes', () => {
  it('maps mimes onto Strapi categories', () => {
    expect(mimeMatchesAllowedTypes('image/png', undefined)).toBe(true);
    expect(mimeMatchesAllowedTypes('image/png', ['images'])).toBe(true);
    expect(mimeMatchesAllowedTypes('image/png', ['files', 'videos'])).toBe(false);
    expect(mimeMatchesAllowedTypes('video/mp4', ['videos'])).toBe(true);
    expect(mimeMatchesAllowedTypes('audio/mpeg', ['audios'])).toBe(true);
    expect(mimeMatchesAllowedTypes('application/pdf', ['files'])).toBe(true);
    expect(mimeMatchesAllowedTypes('text/plain', ['images', 'videos', 'audios'])).toBe(false);
  });
});
