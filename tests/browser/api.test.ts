import { expect } from '@open-wc/testing';
import { ApiError, isAbortError } from '../../src/api/api-error.js';
import { apiRootFromLocation, resolveApiRoot } from '../../src/api/api-root.js';
import { authenticate } from '../../src/api/auth.js';
import { INVALID_RESPONSE, UNREACHABLE } from '../../src/api/error-codes.js';
import { getProjectInfo } from '../../src/api/project.js';
import { requestJson } from '../../src/api/request.js';
import { getProjects, ping } from '../../src/api/server.js';
import { setApiRoot } from '../../src/state/config.js';
import { $projects, loadProjects } from '../../src/state/projects.js';
import { $queue } from '../../src/state/queue.js';
import { CLOSED_API, fixtureApi, resetStores } from './helpers.js';

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail.');
}

describe('api root', () => {
  const page = (pathname: string) => ({
    href: `https://cms.example.com${pathname}`,
    origin: 'https://cms.example.com',
    pathname,
  });

  it('is the path before the admin segment', () => {
    expect(apiRootFromLocation(page('/admin/'))).to.equal('https://cms.example.com/');
    expect(apiRootFromLocation(page('/cms/admin/index.html'))).to.equal(
      'https://cms.example.com/cms/',
    );
    expect(apiRootFromLocation(page('/administration/'))).to.equal('https://cms.example.com/');
    expect(apiRootFromLocation(page('/portal/page.html'))).to.equal('https://cms.example.com/');
  });

  it('prefers the api-url attribute, made absolute and ending with a slash', () => {
    expect(resolveApiRoot('https://api.example.com/v8', page('/admin/'))).to.equal(
      'https://api.example.com/v8/',
    );
    expect(resolveApiRoot('/api?x=1#y', page('/portal/'))).to.equal('https://cms.example.com/api/');
    expect(resolveApiRoot('  ', page('/cms/admin/'))).to.equal('https://cms.example.com/cms/');
  });
});

describe('request errors', () => {
  beforeEach(resetStores);

  it('normalises an unreachable API to code -1 and status 0', async () => {
    setApiRoot(CLOSED_API);
    const error = await caught(getProjects());
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).toShape()).to.include({ code: UNREACHABLE, status: 0 });
  });

  it('sign-in against an unreachable API fails the same way', async () => {
    setApiRoot(CLOSED_API);
    const error = await caught(authenticate({ project: 'p', email: 'a@b.c', password: 'x' }));
    expect((error as ApiError).code).to.equal(UNREACHABLE);
  });

  it('reports an answer that is not JSON as code -2 with the HTTP status', async () => {
    setApiRoot(fixtureApi('api-with-projects'));
    const error = await caught(getProjectInfo('alpha'));
    expect(error).to.be.instanceOf(ApiError);
    expect((error as ApiError).code).to.equal(INVALID_RESPONSE);
    expect((error as ApiError).status).to.equal(404);
  });

  it('turns an error envelope into its code, and E14 into "no projects"', async () => {
    setApiRoot(fixtureApi('api-without-projects'));
    expect(await getProjects()).to.equal(false);
    const error = await caught(requestJson('server/projects'));
    expect((error as ApiError).code).to.equal(14);
    expect((error as ApiError).message).to.contain('not been configured');
  });

  it('reads the data of a success envelope', async () => {
    setApiRoot(fixtureApi('api-with-projects'));
    expect(await getProjects()).to.deep.equal(['alpha', 'beta']);
  });

  it('re-throws an abort as it is, not as an API error', async () => {
    setApiRoot(CLOSED_API);
    const controller = new AbortController();
    const pending = getProjects(controller.signal);
    controller.abort();
    const error = await caught(pending);
    expect(isAbortError(error)).to.equal(true);
    expect(error).not.to.be.instanceOf(ApiError);
  });

  it('ping reports -1 when the API cannot be reached', async () => {
    setApiRoot(CLOSED_API);
    expect(await ping()).to.equal(-1);
  });
});

describe('request queue', () => {
  beforeEach(resetStores);

  it('holds each request while it runs', async () => {
    setApiRoot(CLOSED_API);
    const first = caught(getProjects());
    const second = ping();
    expect($queue.get().map((item) => item.desc)).to.deep.equal([
      'GET server/projects',
      'GET server/ping',
    ]);
    await Promise.all([first, second]);
    expect($queue.get()).to.deep.equal([]);
  });
});

describe('project list loading', () => {
  beforeEach(resetStores);

  it('lists the keys, then records each project info failure on its entry', async () => {
    setApiRoot(fixtureApi('api-with-projects'));
    await loadProjects();
    const projects = $projects.get() || [];
    expect(projects.map((entry) => entry.key)).to.deep.equal(['alpha', 'beta']);
    const alpha = projects[0];
    expect(alpha?.status).to.equal('failed');
    expect(alpha?.error?.code).to.equal(INVALID_RESPONSE);
    expect(alpha?.authenticated).to.equal(false);
  });

  it('sets the list to false when the server has no project', async () => {
    setApiRoot(fixtureApi('api-without-projects'));
    await loadProjects();
    expect($projects.get()).to.equal(false);
  });
});
