import { describe, expect, it } from 'vitest';
import { bulkToast, runConfirmTitle } from './moderation';

describe('bulk moderation texts', () => {
  it('says how many reviews changed, in the spec’s toast words', () => {
    expect(bulkToast('published', 3)).toEqual({ text: '3 reviews published successfully', type: 'success' });
    expect(bulkToast('rejected', 1)).toEqual({ text: '1 review rejected successfully', type: 'success' });
    expect(bulkToast('published', 20000)).toEqual({ text: '20,000 reviews published successfully', type: 'success' });
  });

  it('is no success when nothing changed (they were all in that state already)', () => {
    expect(bulkToast('rejected', 0)).toEqual({ text: 'No reviews to change: they were already rejected', type: 'info' });
  });

  it('names the count in the confirmation of a whole run', () => {
    expect(runConfirmTitle('published', 30)).toBe('Publish 30 reviews of this scrape run?');
    expect(runConfirmTitle('rejected', 1)).toBe('Reject 1 review of this scrape run?');
  });
});
