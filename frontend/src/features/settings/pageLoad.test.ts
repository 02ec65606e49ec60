import { appUrl } from './pageLoad';

describe('appUrl', () => {
  it('keeps the base path of the document', () => {
    expect(appUrl('/cluster/0', 'http://host/shardscope/').href).toBe(
      'http://host/shardscope/cluster/0',
    );
    expect(appUrl('/welcome', 'http://host/').href).toBe('http://host/welcome');
  });
});
