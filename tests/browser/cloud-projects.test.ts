import { expect } from '@open-wc/testing';
import { isCloudProjectKey, setCloudServiceUrl } from '../../src/api/cloud.js';
import { $config } from '../../src/state/config.js';
import { $projects, $projectsError, loadProjects } from '../../src/state/projects.js';
import { CLOSED_API, fixtureApi, resetStores } from './helpers.js';

describe('cloud project keys', () => {
  beforeEach(() => {
    resetStores();
  });

  it('are exactly 16 characters: dc and 14 letters or digits', () => {
    expect(isCloudProjectKey('dc0123456789abcd')).to.equal(true);
    expect(isCloudProjectKey('DC0123456789ABCD')).to.equal(true);
    expect(isCloudProjectKey('dc0123456789abc')).to.equal(false);
    expect(isCloudProjectKey('dc0123456789abcde')).to.equal(false);
    expect(isCloudProjectKey('xx0123456789abcd')).to.equal(false);
    expect(isCloudProjectKey('dc0123456789ab-d')).to.equal(false);
  });

  it('bring their related projects into the list', async () => {
    $config.setKey('apiRoot', fixtureApi('api-cloud'));
    setCloudServiceUrl(fixtureApi('cloud'));
    await loadProjects();
    const list = $projects.get() || [];
    expect(list.map((entry) => entry.key)).to.deep.equal(['dc0123456789abcd', 'dcfedcba98765432']);
    expect(list[1]?.data?.project_name).to.equal('Cloud Two');
  });

  it('keep the list as it is, quietly, when the hosting service is unreachable', async () => {
    $config.setKey('apiRoot', fixtureApi('api-cloud'));
    setCloudServiceUrl(CLOSED_API);
    await loadProjects();
    expect(($projects.get() || []).map((entry) => entry.key)).to.deep.equal(['dc0123456789abcd']);
    expect($projectsError.get()).to.equal(null);
  });
});
