import { jest } from '@jest/globals';
import type { Request, Response } from 'express';
import type { AppContext } from './context.js';
import { createContext } from './context-factory.js';

/*
 * A request's unit of work (an ORM fork) and its loaders are made when first used: a guest's application
 * reads and writes in SQL of its own and needs neither.
 */
describe('the request context', () => {
  const deps = () => {
    const fork = jest.fn(() => ({ fork: 'the request’s' }));
    return {
      fork,
      deps: { orm: { em: { fork } }, pool: {} } as unknown as Parameters<typeof createContext>[0],
    };
  };
  const req = { ip: '203.0.113.7', socket: {} } as unknown as Request;

  it('forks no unit of work until one is asked for, then the same one for the whole request', () => {
    const { fork, deps: given } = deps();
    const ctx: AppContext = createContext(given, req, {} as Response);
    expect(ctx.address).toBe('203.0.113.7');
    expect(fork).not.toHaveBeenCalled();
    const em = ctx.em;
    expect(ctx.em).toBe(em);
    expect(ctx.loaders).toBe(ctx.loaders);
    expect(fork).toHaveBeenCalledTimes(1);
  });

  it('makes the loaders on the request’s unit of work', () => {
    const { fork, deps: given } = deps();
    const ctx = createContext(given, req, {} as Response);
    expect(Object.keys(ctx.loaders).length).toBeGreaterThan(0);
    expect(fork).toHaveBeenCalledTimes(1);
    // A copy of the context (a subscription's) carries both.
    expect({ ...ctx }.em).toBe(ctx.em);
  });
});
