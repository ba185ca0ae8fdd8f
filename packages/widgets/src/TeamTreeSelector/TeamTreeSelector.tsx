import { Fragment, useCallback, useMemo, useRef, useState } from 'react';
import { safeUrl } from '../Markdown/safeUrl.js';
import {
  createTeamTreeController,
  splitTeamLabel,
  type Team,
  type TeamBulkAction,
  type TeamId,
  type TeamTreeRow,
} from '@volunteerkit/api-client';
import { useSelectionBinding } from '../hooks/useSelectionBinding.js';
import { fillMessage, usePortalMessages } from '../messages/portal.js';
import {
  toVirtualTreeRow,
  TreeSelectorFrame,
  type TreeSelectorProps,
} from './TreeSelectorParts.js';
import type { VirtualTreeRow } from './VirtualTree.js';

/**
 * Props of {@link TeamTreeSelector}: the selection is of team ids (reported in tree order);
 * `label` defaults to messages.teamTree ("Teams").
 */
export interface TeamTreeSelectorProps extends TreeSelectorProps<TeamId> {
  /** The nested teams. */
  teams: readonly Team[];
  /** Nodes whose level (roots are 1) is below this start expanded. @default 2 */
  openLevel?: number;
  /** When true, disabled teams cannot be selected; when false they can. @default true */
  mine?: boolean;
}

interface Row extends VirtualTreeRow {
  team: TeamTreeRow;
}

/** Styles of the team tree selector (it also uses the tree, field and button styles). */
export const teamTreeSelectorCss = `
.vk-team-tree { display: flex; flex-direction: column; gap: var(--vk-space, 0.5rem); }
.vk-team-tree__actions { display: flex; flex-wrap: wrap; gap: 0.25rem; }
.vk-team-tree__actions .vk-button { min-height: 2rem; padding: 0 0.5rem; font-size: 0.875em; }
.vk-team-icon { flex: none; width: 1.25rem; height: 1.25rem; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; background: var(--vk-color-surface, #f6f8fa); font-size: 0.75rem; }
.vk-team-icon img { width: 100%; height: 100%; border-radius: 50%; object-fit: cover; }
.vk-team-tree__match { font-weight: 700; }
.vk-team-tree__empty { margin: 0; color: var(--vk-color-muted, #57606a); }
`;

/**
 * The image URL of a team's `icon`, or `undefined` when the icon is not an image
 * URL (a short text such as `map`, shown as its first letter) or not a safe one:
 * only what looks like a URL (`http(s)://`, `/`, `./`, `../`) and passes the
 * widgets' `safeUrl` check (so `javascript:`, `data:` and every spelling of a
 * protocol-relative URL to another host, `//host` and `/\host`, are refused).
 *
 * @example
 * teamIconSrc('/media/teams/4.png') // '/media/teams/4.png'
 * teamIconSrc('/\\evil.example/x.png') // undefined
 * teamIconSrc('map') // undefined
 */
export function teamIconSrc(icon: string | null | undefined): string | undefined {
  const trimmed = (icon ?? '').trim();
  return /^(?:https?:\/\/|\.{0,2}\/)/i.test(trimmed) ? safeUrl(trimmed) : undefined;
}

function TeamIcon({ icon }: { icon: string | null }) {
  const src = teamIconSrc(icon);
  if (src) {
    return (
      <span className="vk-team-icon" aria-hidden="true">
        <img src={src} alt="" loading="lazy" />
      </span>
    );
  }
  return (
    <span className="vk-team-icon" data-icon={icon ?? undefined} aria-hidden="true">
      {(icon ?? '').slice(0, 1).toUpperCase()}
    </span>
  );
}

/** A team name with a soft wrap (`<wbr>`) every 30 characters when it has no space. */
export function WrappedTeamLabel({ name }: { name: string }) {
  const parts = splitTeamLabel(name);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The team tree selector (spec 2.6 and 4): nested teams with name and icon, nodes below
 * `openLevel` expanded, disabled teams unselectable unless `mine` is false, tri-state
 * parents, the four bulk actions on the active team, soft-wrapped long labels and search.
 * A WAI-ARIA tree with the full keyboard pattern, virtualised so 10,000 teams stay smooth.
 *
 * @example
 * <TeamTreeSelector teams={teams} defaultValue={[4]} onValueChange={setTeamIds} />
 */
export function TeamTreeSelector({ teams, openLevel, mine, ...selector }: TeamTreeSelectorProps) {
  const { value, onValueChange } = selector;
  const [messages, locale] = usePortalMessages(selector.messages);
  // Selections are compared by content: a host that passes a new `teams` array on every
  // render (inline) and stores the selection in its state must not loop.
  // New teams reach the controller before a controlled `value` does.
  const lastTeams = useRef(teams);
  const [controller, state] = useSelectionBinding(
    () =>
      createTeamTreeController({
        teams,
        openLevel,
        mine,
        selected: value ?? selector.defaultValue ?? [],
      }),
    {
      value,
      onValueChange,
      sync(tree) {
        if (lastTeams.current === teams) return;
        lastTeams.current = teams;
        tree.setTeams(teams);
      },
    },
  );

  const rows = useMemo<Row[]>(
    () =>
      state.rows.map((team) => ({
        ...toVirtualTreeRow(team, `t${String(team.id)}`, team.name, !team.selectable),
        team,
      })),
    [state.rows],
  );
  const [active, setActive] = useState<Row | null>(null);
  const onActiveChange = useCallback((row: Row | null) => setActive(row), []);
  const activeHasSubTeams = active ? state.index.size[active.team.index]! > 1 : false;

  const bulk = (action: TeamBulkAction) => {
    if (active) controller.bulk(active.team.id, action);
  };
  const actions: [TeamBulkAction, string][] = [
    ['selectChildren', messages.selectChildren],
    ['selectDescendants', messages.selectDescendants],
    ['deselectChildren', messages.deselectChildren],
    ['deselectDescendants', messages.deselectDescendants],
  ];

  return (
    <TreeSelectorFrame<Row>
      selector={selector}
      block="vk-team-tree"
      defaultLabel={messages.teamTree}
      searchLabel={messages.teamSearch}
      query={state.query}
      onQueryChange={(query) => controller.setQuery(query)}
      rowIdName="team"
      empty={<p className="vk-team-tree__empty">{messages.noTeams}</p>}
      rows={rows}
      onExpandedChange={(row, expanded) => controller.setExpanded(row.team.id, expanded)}
      onToggleChecked={(row) => controller.toggleSelected(row.team.id)}
      onActiveChange={onActiveChange}
      renderRow={(row) => (
        <>
          <TeamIcon icon={row.team.icon} />
          <span
            className={['vk-tree__label', row.team.match ? 'vk-team-tree__match' : '']
              .join(' ')
              .trim()}
          >
            <WrappedTeamLabel name={row.team.name} />
          </span>
        </>
      )}
    >
      <span className="vk-visually-hidden" role="status">
        {state.query.trim()
          ? fillMessage(messages.teamsFound, { count: state.matchCount }, locale)
          : ''}
      </span>
      <div
        className="vk-team-tree__actions"
        role="group"
        aria-label={fillMessage(messages.bulkActionsFor, { team: active?.label ?? '' }, locale)}
      >
        {actions.map(([action, text]) => (
          <button
            key={action}
            type="button"
            className="vk-button vk-button--secondary"
            data-action={action}
            disabled={!activeHasSubTeams}
            onClick={() => bulk(action)}
          >
            {text}
          </button>
        ))}
      </div>
    </TreeSelectorFrame>
  );
}
