import { Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloadElement, preloadRoute, withPreload } from './preload.js';

function screenModule(text: string) {
  return { default: () => <p>{text}</p> };
}

describe('lazyScreen', () => {
  it('asks for its module once, whether preloaded or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve(screenModule('People')));
    const People = lazyScreen(load);
    await People.preload();
    await People.preload();
    render(
      <Suspense fallback="loading">
        <People />
      </Suspense>,
    );
    expect(await screen.findByText('People')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load: the render asks again and shows the screen', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof screenModule>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(screenModule('Teams'));
    const Teams = lazyScreen(load);
    await expect(Teams.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback="loading">
        <Teams />
      </Suspense>,
    );
    expect(await screen.findByText('Teams')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadElement and preloadRoute', () => {
  function preloadable(name: string, log: string[]) {
    const component = ({ children }: { children?: ReactNode; staff?: ReactNode }) => (
      <>{children}</>
    );
    return withPreload(component, () => {
      log.push(name);
      return Promise.resolve();
    });
  }

  it('preloads the element, its children and elements passed as props, without rendering', () => {
    const log: string[] = [];
    const Gate = preloadable('gate', log);
    const Home = preloadable('home', log);
    const Dashboard = preloadable('dashboard', log);
    const Plain = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
    preloadElement(
      <Gate>
        <Plain>
          <Home staff={<Dashboard />} />
        </Plain>
        {'text'}
      </Gate>,
    );
    expect(log).toEqual(['gate', 'home', 'dashboard']);
  });

  it('preloads every route a path matches, the layout above the screen included, and no other', () => {
    const log: string[] = [];
    const Auth = preloadable('signed-in portal', log);
    const Gate = preloadable('gate', log);
    const People = preloadable('people', log);
    const Teams = preloadable('teams', log);
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Auth />,
        children: [
          {
            path: 'people',
            element: (
              <Gate>
                <People />
              </Gate>
            ),
          },
          { path: 'teams', element: <Teams /> },
        ],
      },
    ];
    preloadRoute(routes, '/people');
    expect(log).toEqual(['signed-in portal', 'gate', 'people']);
    log.length = 0;
    preloadRoute(routes, '/nowhere/at/all');
    expect(log).toEqual([]);
  });
});
