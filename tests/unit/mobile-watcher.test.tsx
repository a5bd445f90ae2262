// The partner-app page's follower in the browser: it subscribes to the event stream after the
// page's own version, moves on when the challenge changes (to the finish on success), reconnects a
// dropped stream at most ten times (SPEC's rule), then says the connection is lost and offers a retry.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MobileWatcher } from '@/components/mobile-watcher';

const assign = jest.fn();
jest.mock('@/lib/client/navigate', () => ({ navigate: (url: string) => assign(url) }));

class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  static get last() {
    return FakeEventSource.all.at(-1)!;
  }
}

const text = { lost: 'We lost the connection to our servers.', retry: 'Send a new request' };
const status = (version: number, event: string | null = null) => ({
  version,
  flow: 'masterDeviceLogin',
  step: 'numberChallenge',
  number: 42,
  event,
  reason: null,
});

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.all = [];
  assign.mockReset();
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
});
afterEach(() => jest.useRealTimers());

test('subscribes after the rendered version; an old state changes nothing, a new one reloads the page', () => {
  render(<MobileWatcher version={3} pageUrl="/mfa" text={text} />);
  expect(FakeEventSource.last.url).toBe('/api/mfa/mobile/events?after=3');
  act(() => FakeEventSource.last.emit('status', status(3)));
  expect(assign).not.toHaveBeenCalled();
  act(() => FakeEventSource.last.emit('status', status(4, 'MFA_MOBILE_VERIFICATION_FAILED')));
  expect(assign).toHaveBeenCalledWith('/mfa');
  expect(FakeEventSource.last.closed).toBe(true);
});

test('success goes to the finish', () => {
  render(<MobileWatcher version={1} pageUrl="/mfa/verification" text={text} />);
  act(() => FakeEventSource.last.emit('status', status(2, 'MFA_VERIFICATION_SUCCESS')));
  expect(assign).toHaveBeenCalledWith('/api/mfa/mobile/finish');
});

test('a challenge the server no longer knows reloads the page, which says what to do', () => {
  render(<MobileWatcher version={1} pageUrl="/mfa" text={text} />);
  act(() => FakeEventSource.last.emit('gone', {}));
  expect(assign).toHaveBeenCalledWith('/mfa');
});

test('a dropped stream is reopened; a connection that opens resets the count', () => {
  render(<MobileWatcher version={1} pageUrl="/mfa" text={text} />);
  for (let i = 0; i < 9; i++) {
    act(() => FakeEventSource.last.onerror!());
    act(() => jest.advanceTimersByTime(5000));
  }
  expect(FakeEventSource.all).toHaveLength(10);
  act(() => FakeEventSource.last.onopen!());
  // Ten more drops are allowed after a good connection.
  for (let i = 0; i < 10; i++) {
    act(() => FakeEventSource.last.onerror!());
    act(() => jest.advanceTimersByTime(5000));
  }
  expect(screen.queryByRole('alert')).toBeNull();
  expect(FakeEventSource.all).toHaveLength(20);
});

test('after ten failed reconnections: the connection is lost, and the retry reloads the page', () => {
  render(<MobileWatcher version={1} pageUrl="/mfa" text={text} />);
  for (let i = 0; i < 11; i++) {
    act(() => FakeEventSource.last.onerror!());
    act(() => jest.advanceTimersByTime(5000));
  }
  // The first connection and its ten retries: no eleventh.
  expect(FakeEventSource.all).toHaveLength(11);
  expect(screen.getByRole('alert')).toHaveTextContent(text.lost);
  fireEvent.click(screen.getByRole('button', { name: text.retry }));
  expect(assign).toHaveBeenCalledWith('/mfa');
});

test('leaving the page closes the stream and cancels a pending reconnection', () => {
  const { unmount } = render(<MobileWatcher version={1} pageUrl="/mfa" text={text} />);
  act(() => FakeEventSource.last.onerror!());
  unmount();
  act(() => jest.advanceTimersByTime(10_000));
  expect(FakeEventSource.all).toHaveLength(1);
  expect(FakeEventSource.last.closed).toBe(true);
});
