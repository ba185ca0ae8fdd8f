/**
 * Skills and languages on my record (spec 7.13: `/users/{id}/skills/`, also
 * used for languages, and a bio per skill category at
 * `/users/{id}/skills/{categoryId}/bio`), read against the organisation's
 * skill categories and skills.
 *
 * @module
 */
import { compareText } from '../../../app/text.js';
import type { AnyRecord } from '../../../registry/infer.js';

/** One skill the organisation records. */
export interface OrgSkill {
  /** Skill id. */
  id: number;
  /** Its name. */
  name: string;
}

/** A skill category with its skills. */
export interface SkillCategory {
  /** Category id. */
  id: number;
  /** Its name ("Languages" holds languages). */
  name: string;
  /** Its skills, by name. */
  skills: OrgSkill[];
}

/** My skills by category, and my bio per category. */
export interface MySkills {
  /** Category id → my skill records (`id` of the record, `skillId` of the skill). */
  byCategory: Map<number, { id: number; skillId: number }[]>;
  /** Category id → my bio record. */
  bios: Map<number, { id: number; text: string }>;
}

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const isId = (n: number) => Number.isInteger(n) && n > 0;

/**
 * The categories with their skills (sorted as language `tag` sorts), languages
 * first, empty categories left out.
 */
export function readCategories(
  categories: AnyRecord[],
  skills: AnyRecord[],
  tag = 'en-GB',
): SkillCategory[] {
  const out = categories
    .filter((c) => isId(num(c.id)) && typeof c.name === 'string')
    .map((c) => ({
      id: num(c.id),
      name: c.name as string,
      skills: skills
        .filter((s) => num(s.category_id) === num(c.id) && typeof s.name === 'string')
        .map((s) => ({ id: num(s.id), name: s.name as string }))
        .sort((a, b) => compareText(a.name, b.name, tag)),
    }))
    .filter((c) => c.skills.length > 0);
  const rank = (c: SkillCategory) => (c.name.toLowerCase() === 'languages' ? 0 : 1);
  return out.sort((a, b) => rank(a) - rank(b));
}

/** My skill records grouped by the category of their skill. */
export function readMySkills(
  categories: SkillCategory[],
  mine: AnyRecord[],
  bios: Map<number, AnyRecord | undefined>,
): MySkills {
  const categoryOf = new Map(categories.flatMap((c) => c.skills.map((s) => [s.id, c.id])));
  const byCategory = new Map<number, { id: number; skillId: number }[]>();
  for (const r of mine) {
    const skillId = num(r.skill_id);
    const category = categoryOf.get(skillId);
    if (!isId(num(r.id)) || category === undefined) continue;
    byCategory.set(category, [...(byCategory.get(category) ?? []), { id: num(r.id), skillId }]);
  }
  const out = new Map<number, { id: number; text: string }>();
  for (const [category, bio] of bios)
    if (bio && isId(num(bio.id)))
      out.set(category, { id: num(bio.id), text: typeof bio.bio === 'string' ? bio.bio : '' });
  return { byCategory, bios: out };
}
