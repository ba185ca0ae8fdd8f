import type { Team } from '../headless/teamTree/teamIndex.js';

/**
 * Generates a deterministic team hierarchy of `count` teams with `branching` sub-teams
 * per team, for demos, tests and benchmarks. Every seventh team is disabled.
 *
 * @example
 * generateTeams(10_000, 6).length; // the roots of a 10,000-team tree
 */
export function generateTeams(count: number, branching = 6, roots = 3): Team[] {
  const all: { team: Team & { children: Team[] }; depth: number }[] = [];
  const top: Team[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const team = {
      id,
      name: i % 97 === 5 ? `Regionalheadquarterscoordinationgroup${id}` : `Team ${id}`,
      icon: i % 3 === 0 ? 'users' : 'user',
      disabled: i % 7 === 6,
      children: [] as Team[],
    };
    if (i < roots) {
      top.push(team);
      all.push({ team, depth: 1 });
    } else {
      const parent = all[Math.floor((i - roots) / branching)]!;
      parent.team.children.push(team);
      all.push({ team, depth: parent.depth + 1 });
    }
  }
  return top;
}
