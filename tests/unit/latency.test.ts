import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
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
import { CLOSED_API, resetStores } from '../browser/helpers.js';

const sample = (latency: number) => ({ date: 0, latency });

describe('connection signal', () => {
  beforeEach(resetStores);

  it('follows the thresholds 200, 500 and 1000 ms', () => {
    assert.equal(signalFor(sample(0)), 4);
    assert.equal(signalFor(sample(199)), 4);
    assert.equal(signalFor(sample(200)), 3);
    assert.equal(signalFor(sample(499)), 3);
    assert.equal(signalFor(sample(500)), 2);
    assert.equal(signalFor(sample(999)), 2);
    assert.equal(signalFor(sample(1000)), 1);
    assert.equal(signalFor(sample(60_000)), 1);
  });

  it('is 0 without a sample or after a failed ping', () => {
    assert.equal(signalFor(undefined), 0);
    assert.equal(signalFor(sample(-1)), 0);
    assert.equal($connectionSignal.get(), 0);
    recordLatency(120);
    assert.equal($connectionSignal.get(), 4);
    recordLatency(-1);
    assert.equal($connectionSignal.get(), 0);
  });

  it('counts a ping answered with code -2 as a normal latency, other failures as -1', () => {
    const notJson = new ApiError({ code: INVALID_RESPONSE, status: 404, message: 'not JSON' });
    const unreachable = new ApiError({ code: UNREACHABLE, status: 0, message: 'down' });
    assert.equal(latencyOfPing(150.4, notJson), 150);
    assert.equal(latencyOfPing(150, unreachable), -1);
    assert.equal(latencyOfPing(640.6), 641);
    recordLatency(latencyOfPing(150, notJson));
    assert.equal($connectionSignal.get(), 4);
  });

  it('keeps the latest 200 samples', () => {
    for (let index = 0; index < 250; index += 1) recordLatency(index, index);
    const samples = $latency.get();
    assert.equal(samples.length, 200);
    assert.equal(samples[0].latency, 50);
    assert.equal(samples[199].latency, 249);
    assert.equal($connectionSignal.get(), 3);
  });

  it('records -1 when the API cannot be pinged', async () => {
    setApiRoot(CLOSED_API);
    await checkLatency();
    assert.deepEqual(
      $latency.get().map((entry) => entry.latency),
      [-1],
    );
  });
});
