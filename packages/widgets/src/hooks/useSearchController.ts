import { useState } from 'react';
import type { ResidentialSearchController } from '@volunteerkit/api-client';
import {
  createResidentialSearchController,
  type ResidentialSearchControllerOptions,
} from '@volunteerkit/api-client/search';
import { useController } from './useController.js';

/**
 * The residential search controller of a widget: the `external` one when the host
 * shares one, else one of the widget's own, created once from the first render's
 * `options`. Returns the controller, its state and the own controller (`undefined`
 * when external), which only its owner should listen to for search events.
 *
 * @example
 * const [controller, state, own] = useSearchController(props.controller, { http, initialQuery });
 */
export function useSearchController(
  external: ResidentialSearchController | undefined,
  options: ResidentialSearchControllerOptions,
) {
  const [own] = useState(() => (external ? undefined : createResidentialSearchController(options)));
  const controller = external ?? own!;
  return [controller, useController(controller), own] as const;
}
