// Draws the installable app's PNG icons (the favicon's steering wheel, white on the portal blue) into
// apps/web/public/icons with node:zlib only. Run once after changing the design: `node scripts/make-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const BLUE = [0x0d, 0x73, 0xd9];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
};
const png = (size, rgba) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Distance from p to the segment a-b. */
const toSegment = ([px, py], [ax, ay], [bx, by]) => {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
};
const spokes = [
  [
    [16, 18.5],
    [16, 25],
  ],
  [
    [13.7, 15.2],
    [7.6, 13],
  ],
  [
    [18.3, 15.2],
    [24.4, 13],
  ],
];
/** The favicon's wheel in its 32-unit box: ring r9 (stroke 3), hub r2.5, three spokes (stroke 3). */
const isWheel = (x, y) => {
  const r = Math.hypot(x - 16, y - 16);
  return Math.abs(r - 9) <= 1.5 || r <= 2.5 || spokes.some(([a, b]) => toSegment([x, y], a, b) <= 1.5);
};
/** A rounded square of the whole box (radius in units), or the whole box when radius is 0. */
const inBackground = (x, y, radius) => {
  if (radius === 0) return true;
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
};

/** `scale` shrinks the wheel about the centre (maskable icons keep it inside the 80% safe circle). */
const draw = (size, { radius, scale }) => {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (!inBackground(x, y, radius)) continue;
          bg++;
          if (isWheel(16 + (x - 16) / scale, 16 + (y - 16) / scale)) fg++;
        }
      }
      const n = samples * samples;
      const mix = bg === 0 ? 0 : fg / bg;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) rgba[i + c] = Math.round(BLUE[c] * (1 - mix) + WHITE[c] * mix);
      rgba[i + 3] = Math.round((bg / n) * 255);
    }
  }
  return png(size, rgba);
};

mkdirSync(out, { recursive: true });
const icons = {
  'icon-192.png': [192, { radius: 6, scale: 1 }],
  'icon-512.png': [512, { radius: 6, scale: 1 }],
  'maskable-512.png': [512, { radius: 0, scale: 0.72 }],
  'apple-touch-icon.png': [180, { radius: 0, scale: 0.85 }],
};
for (const [name, [size, options]] of Object.entries(icons)) {
  writeFileSync(join(out, name), draw(size, options));
  console.log(`wrote ${name} (${size}x${size})`);
}
