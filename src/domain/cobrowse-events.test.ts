import { describe, expect, it } from 'vitest';
import { cobrowseRoom, isCobrowseEventName, parseCobrowsePayload } from './cobrowse-events.ts';

describe('co-browse events', () => {
  it('knows the events of the channel and nothing else', () => {
    for (const name of [
      'admin_request_view',
      'admin_stopped_viewing',
      'screen_frame',
      'dom_snapshot',
      'click',
    ]) {
      expect(isCobrowseEventName(name)).toBe(true);
    }
    expect(isCobrowseEventName('toString')).toBe(false);
  });

  it('accepts a pointer event and a page state', () => {
    const click = { clientX: 1, clientY: 2, pageX: 3, pageY: 4, timestamp: 5 };
    expect(parseCobrowsePayload('click', click)).toEqual(click);
    const state = {
      scrollX: 0,
      scrollY: 120,
      windowWidth: 1280,
      windowHeight: 800,
      documentWidth: 1280,
      documentHeight: 4000,
      pathname: '/chat',
      timestamp: 1,
    };
    expect(parseCobrowsePayload('page_state', state)).toEqual(state);
  });

  it('drops frames that are not JPEG data URLs', () => {
    const frame = { image: 'data:image/jpeg;base64,AAAA', timestamp: 1, width: 10, height: 10 };
    expect(parseCobrowsePayload('screen_frame', frame)).toEqual(frame);
    expect(parseCobrowsePayload('screen_frame', { ...frame, image: 'javascript:alert(1)' })).toBeNull();
  });

  it('names the room after the session', () => {
    expect(cobrowseRoom('s1')).toBe('cobrowse:s1');
  });
});
