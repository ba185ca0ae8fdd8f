import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../app/Page.js';
import { useApi } from '../../app/useApi.js';
import { useLoad } from '../../app/useLoad.js';
import { useCan } from '../../app/useCan.js';
import { LoadedRows, RecordsTable } from '../../app/ui/RecordsTable.js';
import { NeedsPermission } from '../../app/ui/NeedsPermission.js';
import { useTeamTree } from '../teams/useTeamTree.js';
import { flattenTeams } from '../teams/teamTree.js';
import { TeamPicker } from '../teams/TeamPicker.js';
import {
  editorLink,
  filterOpportunities,
  readOpportunities,
  type OpportunityFilters,
} from './opportunityRows.js';
import { SHOW_STEP, ShowMoreButton } from '../../app/ui/ShowMore.js';
import { useCompareText } from '../../app/locale/useCompareText.js';
import './opportunities.css';

/** Rows shown at first, and added by "Show more". */
const STEP = SHOW_STEP;

/**
 * Every opportunity the organisation has, residential included, filtered by type,
 * team, published and full, each linking to its editor and to the applications.
 */
export default function OpportunitiesScreen() {
  const api = useApi();
  const ids = useId();
  const canApplications = useCan('view-applications');
  const [params, setParams] = useSearchParams();
  const filters: OpportunityFilters = {
    type: params.get('type') ?? '',
    teamId: /^\d{1,15}$/.test(params.get('team') ?? '') ? params.get('team')! : '',
    published: (['yes', 'no'] as const).find((v) => v === params.get('published')) ?? '',
    full: (['yes', 'no'] as const).find((v) => v === params.get('full')) ?? '',
  };
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const [shown, setShown] = useState(STEP);
  const tree = useTeamTree();
  const teamNames = useMemo(
    () => new Map(flattenTeams(tree.nodes).map(({ node }) => [String(node.id), node.name])),
    [tree.nodes],
  );
  const list = useLoad(async (signal) => {
    const [general, residential] = await Promise.all([
      api.opportunities.listAll({ per_page: 100 }, { signal, maxPages: 5 }),
      api.residentialOpportunities.listAll(
        { limit: 100, s: 'date_advertised', o: 'desc' },
        { signal, maxPages: 10, public: false },
      ),
    ]);
    return [
      ...readOpportunities(general, 'opportunity'),
      ...readOpportunities(residential, 'residential'),
    ];
  }, 'opportunities');
  const all = useMemo(() => list.data ?? [], [list.data]);
  const compare = useCompareText();
  const types = useMemo(() => [...new Set(all.map((r) => r.type))].sort(compare), [all, compare]);
  const rows = filterOpportunities(all, filters);

  const choice = (key: keyof OpportunityFilters, label: string, options: [string, string][]) => (
    <div className="vkp-form-field">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <select
        id={`${ids}-${key}`}
        value={filters[key]}
        onChange={(e) => {
          setShown(STEP);
          set(key === 'teamId' ? 'team' : key, e.target.value);
        }}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Page title="Opportunities" crumbs={[{ label: 'Opportunities', to: '/area/opportunities' }]}>
      <div className="vkop-filters" role="group" aria-label="Filter opportunities">
        {choice('type', 'Type', [['', 'Any type'], ...types.map((t): [string, string] => [t, t])])}
        <TeamPicker
          teams={tree.nodes}
          value={filters.teamId || null}
          label="Team"
          placeholder="Any team"
          onChange={(id) => {
            setShown(STEP);
            set('team', id === null ? '' : String(id));
          }}
        />
        {choice('published', 'Published', [
          ['', 'Published or not'],
          ['yes', 'Published'],
          ['no', 'Not published'],
        ])}
        {choice('full', 'Places', [
          ['', 'Full or not'],
          ['yes', 'Full'],
          ['no', 'With places'],
        ])}
      </div>
      {!canApplications ? (
        <NeedsPermission permission="view-applications" to="see the applications" />
      ) : null}
      <LoadedRows
        state={list}
        loading="Loading opportunities…"
        empty={rows.length === 0}
        whenEmpty={
          <p>
            {all.length === 0
              ? 'The organisation has no opportunities yet.'
              : 'No opportunity matches these filters.'}
          </p>
        }
      >
        <p role="status" data-testid="opportunities-count">
          {rows.length} of {all.length} opportunities.
        </p>
        <RecordsTable
          caption="Opportunities"
          columns={['Opportunity', 'Type', 'Team', 'Published', 'Places', 'Links']}
        >
          {rows.slice(0, shown).map((r) => (
            <tr key={`${r.kind}-${r.id}`}>
              <td>
                <Link to={editorLink(r)}>{r.title}</Link>
              </td>
              <td>{r.type}</td>
              <td>{teamNames.get(r.teamId) ?? (r.teamId ? '…' : 'No team')}</td>
              <td>{r.published ? 'Published' : 'Not published'}</td>
              <td>{r.full ? 'Full' : 'Places left'}</td>
              <td>
                <Link to={editorLink(r)}>
                  Edit<span className="vkp-visually-hidden"> {r.title}</span>
                </Link>
                {canApplications ? (
                  <>
                    {' · '}
                    <Link to="/recruitment">
                      Applications<span className="vkp-visually-hidden"> for {r.title}</span>
                    </Link>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </RecordsTable>
        <ShowMoreButton
          shown={shown}
          total={rows.length}
          onMore={() => setShown((n) => n + STEP)}
        />
      </LoadedRows>
    </Page>
  );
}
