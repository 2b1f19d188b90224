// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_DATA_ID, takeDayFromPage } from './public-day';

const put = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DAY_DATA_ID;
  block.textContent = text;
  document.head.append(block);
};

afterEach(() => document.getElementById(DAY_DATA_ID)?.remove());

describe('takeDayFromPage', () => {
  it('takes the day the HTML came with, once', () => {
    put('{"championshipId":"c-1","title":"Open \\u003c Verão","courts":[]}');
    expect(takeDayFromPage('c-1')).toMatchObject({ title: 'Open < Verão', courts: [] });
    expect(takeDayFromPage('c-1')).toBeUndefined();
  });

  it('leaves another championship\'s day, and an unreadable one, to the API', () => {
    put('{"championshipId":"c-2","courts":[]}');
    expect(takeDayFromPage('c-1')).toBeUndefined();
    put('{oops');
    expect(takeDayFromPage('c-1')).toBeUndefined();
    expect(takeDayFromPage('c-1')).toBeUndefined();
  });
});
