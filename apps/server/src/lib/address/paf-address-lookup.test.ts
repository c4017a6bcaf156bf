import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPafAddressLookup } from './paf-address-lookup.ts';

const ADDRESS = {
  udprn: 23747771,
  line_1: 'Flat 2',
  line_2: '14 Otley Road',
  line_3: '',
  post_town: 'LEEDS',
  county: 'West Yorkshire',
  country: 'England',
  postcode: 'LS6 3AA',
};

/** A fake PAF provider on 127.0.0.1 speaking the provider's API: postcodes and UDPRNs, 404 for unknown ones. */
describe('PAF address lookup against a local provider', () => {
  let server: Server;
  let url: string;
  let requests: string[] = [];
  let failures: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url!);
      const status = failures.shift();
      const send = (code: number, body: unknown) =>
        response.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (status) return send(status, { message: 'down' });
      const path = new URL(request.url!, 'http://x').pathname;
      if (path === '/v1/postcodes/LS63AA')
        return send(200, { result: [ADDRESS, { ...ADDRESS, udprn: 2, line_1: 'Flat 3' }] });
      if (path === '/v1/udprn/23747771') return send(200, { result: ADDRESS });
      if (path === '/v1/postcodes/BD11AA') return send(200, { something: 'else' });
      return send(404, { code: 4040, message: 'Not Found' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests = [];
    failures = [];
  });

  const lookup = () => createPafAddressLookup({ url, key: 'ak_test key' });

  it('searches by postcode with the key, and describes each address', async () => {
    expect(await lookup().findByPostcode('LS6 3AA')).toEqual([
      { id: '23747771', description: 'Flat 2, 14 Otley Road, LEEDS' },
      { id: '2', description: 'Flat 3, 14 Otley Road, LEEDS' },
    ]);
    expect(requests).toEqual(['/v1/postcodes/LS63AA?api_key=ak_test%20key']);
  });

  it('gives the whole address by id', async () => {
    expect(await lookup().getById('23747771')).toEqual({
      id: '23747771',
      line1: 'Flat 2',
      line2: '14 Otley Road',
      town: 'LEEDS',
      county: 'West Yorkshire',
      country: 'England',
      postcode: 'LS6 3AA',
    });
  });

  it('answers an unknown postcode or id with nothing, and never asks about an id that is not one', async () => {
    expect(await lookup().findByPostcode('ZZ9 9ZZ')).toEqual([]);
    expect(await lookup().getById('999')).toBeNull();
    expect(await lookup().getById('../../admin')).toBeNull();
    expect(requests).toEqual(['/v1/postcodes/ZZ99ZZ?api_key=ak_test%20key', '/v1/udprn/999?api_key=ak_test%20key']);
  });

  it('retries once when the provider fails, and then gives up with an error', async () => {
    failures = [503];
    expect(await lookup().findByPostcode('LS6 3AA')).toHaveLength(2);
    failures = [500, 502];
    await expect(lookup().findByPostcode('LS6 3AA')).rejects.toThrow('Address provider answered 502');
    failures = [401];
    await expect(lookup().findByPostcode('LS6 3AA')).rejects.toThrow('Address provider answered 401');
    expect(requests).toHaveLength(5);
  });

  it('refuses an answer of the wrong shape rather than showing nonsense', async () => {
    await expect(lookup().findByPostcode('BD1 1AA')).rejects.toThrow();
    expect(requests).toEqual(['/v1/postcodes/BD11AA?api_key=ak_test%20key']);
  });
});
