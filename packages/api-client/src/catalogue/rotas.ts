/**
 * Spec 7.10: rotas.
 *
 * @module
 */
import { defineArea, only, without } from './define.js';
import type { CatalogueEntry } from './types.js';

const { resource, call } = defineArea('rotas', '7.10');

/** Rotas, day rotas, timeslots and organisation rotas (spec 7.10). */
export const rotasEntries: CatalogueEntry[] = [
  resource('rota', '/rota/', only('list', 'update')),
  call('rota.pdf', 'GET', '/rota/{params}pdf/', {
    query: true,
    response: 'binary',
    rawParams: ['params'],
    description: 'The rota as a PDF file; {params} is a raw path fragment ending with a slash.',
  }),
  call('rota.teams', 'GET', '/rota/{params}teams/', {
    query: true,
    rawParams: ['params'],
    description: "Lists the rota's teams; {params} is a raw path fragment ending with a slash.",
  }),
  resource('rota.byDate', '/rota/{date}/', only('list')),
  resource('rota.byDate.rota', '/rota/{date}/{rotaId}/', without('show', 'store')),
  resource('rota.byDate.dayRota', '/rota/{date}/{team}/', without('show', 'store'), {
    description: 'Day rota by date and team.',
  }),
  call('rota.timeslots', 'PUT', '/rota/{rotaId}/timeslots', { query: true }),
  resource('organisation.rota', '/organisation/rota/'),
  resource('organisation.rota.teams', '/organisation/rota/{rotaId}/teams/'),
  resource('organisation.rotas', '/organisation/rotas/'),
  call('organisation.rotas.bulk', 'PUT', '/organisation/rotas/bulk'),
  call('organisation.rotas.replace', 'POST', '/organisation/rotas/replace'),
];
