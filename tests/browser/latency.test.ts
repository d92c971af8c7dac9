import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/api-error.js';
import { INVALID_RESPONSE, UNREACHABLE } from '../../src/api/error-codes.js';
import { latencyOfPing } from '../../src/api/server.js';
import { setApiRoot } from '../../src/state/config.js';
import {
  $connectionSignal,
  $latency,
  checkLatency,
  recordLatency,
  signalFor,
} from '../../src/state/latency.js';
import { CLOSED_API, resetStores } from './helpers.js';

const sample = (latency: number) => ({ date: 0, latency });

describe('connection signal', () => {
  beforeEach(resetStores);

  it('follows the thresholds 200, 500 and 1000 ms', () => {
    expect(signalFor(sample(0))).to.equal(4);
    expect(signalFor(sample(199))).to.equal(4);
    expect(signalFor(sample(200))).to.equal(3);
    expect(signalFor(sample(499))).to.equal(3);
    expect(signalFor(sample(500))).to.equal(2);
    expect(signalFor(sample(999))).to.equal(2);
    expect(signalFor(sample(1000))).to.equal(1);
    expect(signalFor(sample(60_000))).to.equal(1);
  });

  it('is 0 without a sample or after a failed ping', () => {
    expect(signalFor(undefined)).to.equal(0);
    expect(signalFor(sample(-1))).to.equal(0);
    expect($connectionSignal.get()).to.equal(0);
    recordLatency(120);
    expect($connectionSignal.get()).to.equal(4);
    recordLatency(-1);
    expect($connectionSignal.get()).to.equal(0);
  });

  it('counts a ping answered with code -2 as a normal latency, other failures as -1', () => {
    const notJson = new ApiError({ code: INVALID_RESPONSE, status: 404, message: 'not JSON' });
    const unreachable = new ApiError({ code: UNREACHABLE, status: 0, message: 'down' });
    expect(latencyOfPing(150.4, notJson)).to.equal(150);
    expect(latencyOfPing(150, unreachable)).to.equal(-1);
    expect(latencyOfPing(640.6)).to.equal(641);
    recordLatency(latencyOfPing(150, notJson));
    expect($connectionSignal.get()).to.equal(4);
  });

  it('keeps the latest 200 samples', () => {
    for (let index = 0; index < 250; index += 1) recordLatency(index, index);
    const samples = $latency.get();
    expect(samples).to.have.length(200);
    expect(samples[0].latency).to.equal(50);
    expect(samples[199].latency).to.equal(249);
    expect($connectionSignal.get()).to.equal(3);
  });

  it('records -1 when the API cannot be pinged', async () => {
    setApiRoot(CLOSED_API);
    await checkLatency();
    expect($latency.get().map((entry) => entry.latency)).to.deep.equal([-1]);
  });
});
