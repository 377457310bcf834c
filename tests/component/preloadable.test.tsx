// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../runtime/ui/preloadable';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function inSuspense(element: ReactNode) {
  return <Suspense fallback={<p>Loading</p>}>{element}</Suspense>;
}

describe('preloadable', () => {
  it('renders at once, without its Suspense fallback, once its code was loaded beforehand', async () => {
    let imports = 0;
    const greeting = preloadable(() => {
      imports += 1;
      return Promise.resolve(Greeting);
    });
    expect(greeting.loaded()).toBeUndefined();
    await greeting.load();
    expect(greeting.loaded()).toBe(Greeting);
    render(inSuspense(<greeting.Component name="Dana" />));
    // Synchronously after the first render: nothing was suspended.
    expect(screen.getByText('Hello Dana')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await greeting.load();
    expect(imports).toBe(1);
  });

  it('not loaded yet, shows the fallback, loads, then renders', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const greeting = preloadable(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    render(inSuspense(<greeting.Component name="Sam" />));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(() => Promise.resolve(resolve(Greeting)));
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
  });

  it('tries a failed load again', async () => {
    let attempts = 0;
    const greeting = preloadable(() => {
      attempts += 1;
      if (attempts === 1) return Promise.reject(new Error('network'));
      return Promise.resolve(Greeting);
    });
    await expect(greeting.load()).rejects.toThrow('network');
    await expect(greeting.load()).resolves.toBe(Greeting);
    expect(attempts).toBe(2);
  });
});
