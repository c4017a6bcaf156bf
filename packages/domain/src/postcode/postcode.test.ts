import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseCommand } from '../errors/index.ts';
import {
  compactPostcode,
  districtOf,
  isValidUkPostcode,
  normalisePostcode,
  parseUkPostcode,
  postcodeMessages,
  postcodeSchema,
  sectorOf,
} from './postcode.ts';

describe('UK postcodes', () => {
  it('normalises any case and spacing', () => {
    expect(normalisePostcode('ls63aa')).toBe('LS6 3AA');
    expect(normalisePostcode('  m1   1ae ')).toBe('M1 1AE');
    expect(normalisePostcode('EC1A1BB')).toBe('EC1A 1BB');
    expect(normalisePostcode('cf10 1ep')).toBe('CF10 1EP');
  });

  it('refuses what is not a postcode', () => {
    for (const bad of ['', '   ', 'LS6', 'LS6 3A', 'hello', 'LS6 3AAA', '123 456', 'LS6-3AA', null, undefined]) {
      expect(isValidUkPostcode(bad), String(bad)).toBe(false);
      expect(normalisePostcode(bad)).toBeNull();
    }
  });

  it('gives the district (outward code) and the sector', () => {
    expect(districtOf('ls6 3aa')).toBe('LS6');
    expect(districtOf('LS10 1AB')).toBe('LS10');
    expect(districtOf('EC1A 1BB')).toBe('EC1A');
    expect(districtOf('W1A 0AX')).toBe('W1A');
    expect(sectorOf('ls6 3aa')).toBe('LS6 3');
    expect(sectorOf('NG1 5FS')).toBe('NG1 5');
    expect(districtOf('not one')).toBeNull();
    expect(sectorOf('LS6')).toBeNull();
  });

  it('takes a postcode apart', () => {
    expect(parseUkPostcode('b24rq')).toEqual({
      postcode: 'B2 4RQ',
      district: 'B2',
      sector: 'B2 4',
      area: 'B',
      inward: '4RQ',
    });
    expect(compactPostcode('LS6 3AA')).toBe('LS63AA');
  });

  it('validates a form field with the spec messages, normalising what it accepts', () => {
    const schema = z.object({ postcode: postcodeSchema });
    expect(parseCommand(schema, { postcode: ' ls6 3aa' })).toEqual({ postcode: 'LS6 3AA' });
    expect(() => parseCommand(schema, { postcode: '' })).toThrow(postcodeMessages.required);
    expect(() => parseCommand(schema, { postcode: 'LS6 3A' })).toThrow(postcodeMessages.invalid);
    expect(postcodeMessages).toEqual({
      required: 'Please enter a postcode',
      invalid: 'Please check this postcode is valid',
    });
  });
});
