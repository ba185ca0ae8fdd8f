import { useMemo } from 'react';
import { createApi } from '@volunteerkit/api-client';
import { useServices } from './services.js';

/**
 * The typed accessors (`createApi`) over the portal's transport, made once per
 * transport. Every purpose-built screen reads and writes through these.
 */
export function useApi() {
  const { http } = useServices();
  return useMemo(() => createApi(http), [http]);
}
