import { nextUuid, uuidFromInfo } from './clusterUuid';

const never = () => {
  throw new Error('no uuid should be generated');
};

describe('uuidFromInfo', () => {
  it('uses cluster_uuid when the cluster reports one', () => {
    expect(uuidFromInfo({ clusterUuid: 'Xg2aBc', clusterName: 'prod', nodeName: 'node 1' })).toBe(
      'Xg2aBc',
    );
  });

  it('falls back to cluster_name-node name with all whitespace removed', () => {
    expect(uuidFromInfo({ clusterName: 'my prod\tcluster', nodeName: ' node 1 ' })).toBe(
      'myprodcluster-node1',
    );
  });

  it("treats '_na_' (no master elected yet) as missing", () => {
    expect(uuidFromInfo({ clusterUuid: '_na_', clusterName: 'prod', nodeName: 'n1' })).toBe(
      'prod-n1',
    );
  });

  it('is empty when the cluster reports nothing to build it from', () => {
    expect(uuidFromInfo({})).toBe('');
  });
});

describe('nextUuid', () => {
  it('lets a real cluster_uuid replace the stored one', () => {
    expect(nextUuid({ clusterUuid: 'real' }, 'stored', never)).toBe('real');
  });

  it("keeps the stored uuid while the cluster answers '_na_' (REST history stays put)", () => {
    expect(
      nextUuid({ clusterUuid: '_na_', clusterName: 'prod', nodeName: 'n1' }, 'stored', never),
    ).toBe('stored');
  });

  it('derives the name-based uuid when nothing is stored', () => {
    expect(nextUuid({ clusterName: 'prod', nodeName: 'n1' }, '', never)).toBe('prod-n1');
  });

  it('generates one when it is empty after the check', () => {
    expect(nextUuid({}, '', () => 'generated')).toBe('generated');
  });

  it('generates a real random uuid by default', () => {
    const first = nextUuid({}, '');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(nextUuid({}, '')).not.toBe(first);
  });
});
