/**
 * The context between `ResidentialHydrationBoundary` and `ResidentialResults`: kept in
 * its own small module, so the results widget (and the embed, which never hydrates)
 * carries only this, not the snapshot code.
 *
 * @module
 */
import { createContext } from 'react';
import type { HttpClient, ListResponse, Opportunity } from '@volunteerkit/api-client';

/** What a hydration boundary hands to the results widget inside it. */
export interface ResidentialHydration {
  /** The search the server ran (hash query string). */
  query: string;
  /** Its answer, when the server got one. */
  results: ListResponse<Opportunity> | undefined;
  /** Wraps the widget's transport so the snapshot's answers are used once, without a request. */
  wrap(http: HttpClient): HttpClient;
}

/** The hydration of the nearest `ResidentialHydrationBoundary`, if any. */
export const ResidentialHydrationContext = createContext<ResidentialHydration | undefined>(
  undefined,
);
