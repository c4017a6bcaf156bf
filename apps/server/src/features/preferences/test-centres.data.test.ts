import { normalisePostcode } from '@portal/domain/postcode';
import { describe, expect, it } from 'vitest';
import { testCentreData } from './test-centres.data.ts';

describe('the bundled DVSA test centres', () => {
  it('are over a hundred, each once, with a valid postcode written as normalised', () => {
    expect(testCentreData.length).toBeGreaterThan(100);
    expect(new Set(testCentreData.map((c) => c.key)).size).toBe(testCentreData.length);
    expect(new Set(testCentreData.map((c) => c.name)).size).toBe(testCentreData.length);
    for (const centre of testCentreData) expect(normalisePostcode(centre.postcode), centre.name).toBe(centre.postcode);
  });

  it("cover every seeded instructor's region", () => {
    for (const county of [
      'West Yorkshire',
      'Greater Manchester',
      'Leicestershire',
      'South Glamorgan',
      'Lanarkshire',
      'West Midlands',
    ]) {
      expect(testCentreData.filter((c) => c.county === county).length, county).toBeGreaterThan(0);
    }
  });
});
