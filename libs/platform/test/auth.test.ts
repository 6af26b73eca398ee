import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useAuth } from '../src/auth/AuthProvider';
import { authStore, refreshSession, signOut } from '../src/auth/auth-store';
import { loadRuntimeConfig } from '../src/runtime-config';

const remotes = { mfe_marketing: '/a.js', mfe_ksa: '/b.js', mfe_index: '/c.js', mfe_admin: '/d.js' };

function respondWith(...bodies: Array<{ status: number; body?: unknown }>) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const { status, body } = bodies.shift()!;
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  }) as typeof fetch;
  return calls;
}

describe('auth', () => {
  beforeAll(async () => {
    respondWith({ status: 200, body: { apiBaseUrl: 'https://api.example', analyticsId: null, remotes, pages: [] } });
    await loadRuntimeConfig('/config.json');
  });

  it('throws the spec message when useAuth is used outside its provider', () => {
    const Orphan = () => {
      useAuth();
      return null;
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToString(createElement(Orphan))).toThrow('useAuth must be used within an AuthProvider');
  });

  it('starts loading, then holds the session user read from the API', async () => {
    expect(authStore.getState()).toEqual({ loading: true, user: null });
    const calls = respondWith({ status: 200, body: { user: { id: 1, email: 'a@b.test', role: 'admin' } } });
    await refreshSession();
    expect(calls).toEqual(['https://api.example/api/auth/session']);
    expect(authStore.getState()).toEqual({ loading: false, user: { id: 1, email: 'a@b.test', role: 'admin' } });
  });

  it('is signed out after sign-out, and when the session cannot be read', async () => {
    respondWith({ status: 204 });
    await signOut();
    expect(authStore.getState()).toEqual({ loading: false, user: null });
    authStore.setState({ loading: false, user: { id: 2, email: 'x@y.test', role: 'analyst' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    respondWith({ status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } });
    expect(await refreshSession()).toBeNull();
    expect(authStore.getState().user).toBeNull();
  });
});
