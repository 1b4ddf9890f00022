import { memoryStorage } from './test-platform';

describe('memoryStorage', () => {
  it('keeps what is set', () => {
    const storage = memoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect([storage.getItem('a'), storage.getItem('b'), storage.getItem('c')]).toEqual(['1', '2', null]);
  });
});
