import { droppedStorageNotice } from './storageNotice';

const t = (key: string, params?: Record<string, string>) =>
  `${key}${params ? JSON.stringify(params) : ''}`;

describe('droppedStorageNotice', () => {
  it('says nothing when every stored setting was read', () => {
    expect(droppedStorageNotice([], t)).toBeNull();
  });

  it('names every dropped area in a yellow notice that stays until closed', () => {
    const notice = droppedStorageNotice(['theme', 'connection.clusters[2]'], t);
    expect(notice).toMatchObject({ color: 'yellow', timeout: 0 });
    expect(notice?.body).toContain('theme, connection.clusters[2]');
  });
});
