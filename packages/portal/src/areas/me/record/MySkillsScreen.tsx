import { Page } from '../../../app/Page.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { useUser } from '../../../app/hooks.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { rowsOf } from '../../people/usePersonData.js';
import { InterestsCard } from './InterestsCard.js';
import { SkillCategoryCard } from './SkillCategoryCard.js';
import { readCategories, readMySkills } from './skills.js';
import { useMyText } from '../useMyText.js';
import { useRecordText } from '../useRecordText.js';
import '../me.css';
import './record.css';

/**
 * My skills, languages and interests: a card per skill category (languages
 * first) with a bio each, and my interests. Every save is read back.
 */
export default function MySkillsScreen() {
  const me = useUser();
  const api = useApi();
  const userId = me?.id === undefined ? '' : String(me.id);
  const { announce, message } = useAnnouncer();
  const { text, tag } = useRecordText();
  const title = useMyText().text.navSkills;
  const data = useLoad(
    async (signal) => {
      const [cats, skills, mine] = await Promise.all([
        api.organisation.skillCategories.list({ per_page: 100 }, { signal }),
        api.organisation.skills.list({ per_page: 500 }, { signal }),
        api.users.skills(userId).list({ per_page: 500 }, { signal }),
      ]);
      const categories = readCategories(rowsOf(cats), rowsOf(skills), tag);
      const bios = new Map(
        await Promise.all(
          categories.map(
            async (c) =>
              [
                c.id,
                rowsOf(await api.users.skills(userId).bio(c.id).list({}, { signal }))[0],
              ] as const,
          ),
        ),
      );
      return { categories, mine: readMySkills(categories, rowsOf(mine), bios) };
    },
    userId ? `my-skills:${userId}:${tag}` : null,
  );
  return (
    <Page title={title}>
      <StatusLine message={message} />
      <p className="vkm-note">{text.skillsIntro}</p>
      {data.status === 'success' ? (
        <div className="vkm-grid">
          {data.data.categories.map((c) => (
            <SkillCategoryCard
              // A fresh card after each read-back shows what the server stored.
              key={`${c.id}:${JSON.stringify(data.data.mine.byCategory.get(c.id) ?? [])}:${data.data.mine.bios.get(c.id)?.text ?? ''}`}
              category={c}
              mine={data.data.mine}
              userId={userId}
              onSaved={(text) => {
                announce(text);
                data.reload();
              }}
            />
          ))}
          <InterestsCard userId={userId} />
        </div>
      ) : data.status === 'error' ? (
        <ErrorState error={data.error} onRetry={data.reload} />
      ) : (
        <Loading label={text.loadingSkills} />
      )}
    </Page>
  );
}
