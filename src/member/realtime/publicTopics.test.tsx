import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { createTopicRegistry, publicTopics, usePublicTopic } from './publicTopics';

describe('public topics a page wants (§7 powerball rounds, site notices)', () => {
  it('tells the push client only when a topic is first wanted and last dropped', () => {
    const topics = createTopicRegistry();
    const changes: Array<[string, boolean]> = [];
    topics.watch((destination, wanted) => changes.push([destination, wanted]));
    const [one, two] = [vi.fn(), vi.fn()];
    const stopOne = topics.subscribe('/topic/powerball/pwball', one);
    const stopTwo = topics.subscribe('/topic/powerball/pwball', two);
    topics.dispatch('/topic/powerball/pwball', { round: 7 });
    expect(one).toHaveBeenCalledWith({ round: 7 });
    expect(two).toHaveBeenCalledWith({ round: 7 });
    stopOne();
    expect(topics.wanted()).toEqual(['/topic/powerball/pwball']);
    stopTwo();
    stopTwo();
    expect(topics.wanted()).toEqual([]);
    expect(changes).toEqual([
      ['/topic/powerball/pwball', true],
      ['/topic/powerball/pwball', false],
    ]);
  });

  it('usePublicTopic listens while the component is mounted, with its latest callback', () => {
    const heard: unknown[] = [];
    function Round({ tag }: { tag: string }) {
      usePublicTopic<{ round: number }>('/topic/powerball/dhball', (body) => heard.push(`${tag}:${body.round}`));
      return null;
    }
    const view = render(<Round tag="a" />);
    publicTopics.dispatch('/topic/powerball/dhball', { round: 1 });
    view.rerender(<Round tag="b" />);
    publicTopics.dispatch('/topic/powerball/dhball', { round: 2 });
    view.unmount();
    publicTopics.dispatch('/topic/powerball/dhball', { round: 3 });
    expect(heard).toEqual(['a:1', 'b:2']);
    expect(publicTopics.wanted()).toEqual([]);
  });
});
