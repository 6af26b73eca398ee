import { createContext } from 'react';
import type { RouterHistory } from './history';
import type { Location } from './path';

/** The location the router shows (null outside a router: the root's error fallback). */
export const LocationContext = createContext<Location | null>(null);

export const HistoryContext = createContext<RouterHistory | null>(null);

/** The params of the route being rendered (`:companyId` → `{ companyId }`). */
export const ParamsContext = createContext<Readonly<Record<string, string>>>({});
