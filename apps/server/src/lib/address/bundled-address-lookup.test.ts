import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isValidUkPostcode } from '@portal/domain/postcode';
import { describe, expect, it } from 'vitest';
import { createBundledAddressLookup } from './bundled-address-lookup.ts';
import { bundledDistrictCodes } from './uk-districts.ts';

const lookup = createBundledAddressLookup();

/** Every full postcode written in the seed's source: the demo data must find its own addresses. */
const seedPostcodes = (): string[] => {
  const folder = fileURLToPath(new URL('../../seed/', import.meta.url));
  const text = readdirSync(folder)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(`${folder}${file}`, 'utf8'))
    .join('\n');
  return [...new Set(text.match(/\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/g) ?? [])].filter(isValidUkPostcode);
};

describe('bundled address lookup', () => {
  it('answers a postcode with real-looking addresses of one street, the same every time', async () => {
    const first = await lookup.findByPostcode('LS6 4QD');
    expect(first.length).toBeGreaterThanOrEqual(6);
    expect(first.length).toBeLessThanOrEqual(15);
    expect(await lookup.findByPostcode('LS6 4QD')).toEqual(first);
    for (const address of first) {
      expect(address.id).toMatch(/^LS64QD:\d+$/);
      expect(address.description).toMatch(/^(\d+ |Flat \d+, )[A-Z][\w ]+, .*Leeds$/);
    }
  });

  it("lists the seed's own address for its postcode", async () => {
    const found = await lookup.findByPostcode('LS6 2AS');
    expect(found.map((a) => a.description)).toContain('22 Headingley Lane, Headingley, Leeds');
    const instructor = await lookup.findByPostcode('LS6 3AA');
    expect(instructor.map((a) => a.description)).toContain('14 Otley Road, Headingley, Leeds');
  });

  it('gives the whole address by id, and null for an unknown or made-up id', async () => {
    const [summary] = await lookup.findByPostcode('M20 6AY');
    const full = await lookup.getById(summary!.id);
    expect(full).toMatchObject({
      id: summary!.id,
      town: 'Manchester',
      county: 'Greater Manchester',
      country: 'England',
      postcode: 'M20 6AY',
    });
    expect(full?.line1).toMatch(/^\d+ Fog Lane$/);
    expect(await lookup.getById('M206AY:99')).toBeNull();
    expect(await lookup.getById('ZZ99 9ZZ:1')).toBeNull();
    expect(await lookup.getById('../etc/passwd')).toBeNull();
    expect(await lookup.getById('')).toBeNull();
  });

  it('answers every sector and unit of a known district, and nothing outside the bundled districts', async () => {
    for (const postcode of ['LS1 1AA', 'LS29 9ZZ', 'NG7 2RD', 'CF24 4HQ', 'G41 3XX', 'B15 2TT', 'LE18 9QQ']) {
      expect((await lookup.findByPostcode(postcode)).length, postcode).toBeGreaterThan(0);
    }
    expect(await lookup.findByPostcode('SW1A 2AA')).toEqual([]);
    expect(await lookup.findByPostcode('not a postcode')).toEqual([]);
  });

  it('covers every postcode the seed uses', async () => {
    const postcodes = seedPostcodes();
    expect(postcodes.length).toBeGreaterThan(10);
    for (const postcode of postcodes)
      expect((await lookup.findByPostcode(postcode)).length, postcode).toBeGreaterThan(0);
    expect(bundledDistrictCodes().length).toBeGreaterThan(90);
  });

  it('writes flats as flats, in Wales and Scotland too', async () => {
    const all = await Promise.all(
      ['CF11 1AA', 'CF11 1AB', 'CF11 1AD', 'CF11 1AE', 'CF11 1AF', 'CF11 1AG', 'CF11 1AH', 'CF11 1AJ', 'CF11 1AL'].map(
        (p) => lookup.findByPostcode(p),
      ),
    );
    const flats = all.flat().filter((a) => a.description.startsWith('Flat '));
    expect(flats.length).toBeGreaterThan(0);
    expect((await lookup.getById(flats[0]!.id))?.line2).toMatch(/^\d+ [A-Z]/);
    expect((await lookup.getById(all[0]![0]!.id))?.country).toBe('Wales');
    const [glasgow] = await lookup.findByPostcode('G12 8TB');
    expect((await lookup.getById(glasgow!.id))?.country).toBe('Scotland');
  });
});
