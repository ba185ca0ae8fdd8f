import { rotaPdfParams, type RotaPdfOptions } from '@volunteerkit/api-client/scheduling';
import { saveBlob } from '../../app/saveBlob.js';
import type { useApi } from '../../app/useApi.js';

/**
 * Downloads the rota PDF (spec 7.10) through the catalogue accessor
 * `api.rota.pdf(params, query)` with the parameters built from the view;
 * resolves to the file name.
 */
export async function downloadRotaPdf(
  api: ReturnType<typeof useApi>,
  options: RotaPdfOptions,
): Promise<string> {
  const { params, query } = rotaPdfParams(options);
  const blob = await api.rota.pdf(params, query);
  const name = `rota-${String(options.teamId)}-${params.split('/')[0]}-${options.view ?? 'week'}.pdf`;
  saveBlob(blob, name);
  return name;
}
