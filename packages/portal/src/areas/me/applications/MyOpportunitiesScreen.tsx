import { useState } from 'react';
import { useUser } from '../../../app/hooks.js';
import { Page } from '../../../app/Page.js';
import { Card } from '../../../app/ui/Card.js';
import { StatusLine, useAnnouncer } from '../../../app/ui/Announcer.js';
import { ErrorState, Loading } from '../../../app/states.js';
import { useApi } from '../../../app/useApi.js';
import { useLoad } from '../../../app/useLoad.js';
import { rowsOf } from '../../people/usePersonData.js';
import { ApplyForm } from './ApplyForm.js';
import { CancelWithReason } from '../shifts/CancelWithReason.js';
import { ApplicationItem } from './ApplicationItem.js';
import { readNeeds } from '../shifts/needs.js';
import { WorkNeeds } from '../shifts/WorkNeeds.js';
import { useApplications } from './useApplications.js';
import { useMyText } from '../useMyText.js';
import { FavouriteToggle } from '../keep/FavouriteToggle.js';
import { useFavourites } from '../keep/useFavourites.js';
import '../keep/keep.css';
import '../../people/people.css';
import '../me.css';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Opportunities to browse and apply to, and my applications: their stage
 * among the recruitment category's stages, references and parental consent;
 * an open one I may withdraw, with a reason if I like.
 */
export default function MyOpportunitiesScreen() {
  const api = useApi();
  const me = useUser();
  const userId = me?.id === undefined ? '' : String(me.id);
  const { announce, message } = useAnnouncer();
  const { text, fill } = useMyText();
  const [applying, setApplying] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);
  const opportunities = useLoad(
    async (signal) =>
      rowsOf(await api.opportunities.list({ per_page: 50, clearance: 'mine' }, { signal })),
    'opportunities',
  );
  const applications = useApplications(userId);
  const favourites = useFavourites(userId);
  const appliedTo = new Set(
    (applications.data ?? [])
      .filter((a) => a.status === 'pending')
      .map((a) => a.opportunityId ?? ''),
  );
  return (
    <Page title={text.navOpportunities}>
      <StatusLine message={message} />
      <div className="vkm-grid">
        <Card title={text.opportunitiesToApply}>
          {opportunities.status === 'success' ? (
            opportunities.data.length === 0 ? (
              <p>{text.noOpportunities}</p>
            ) : (
              <ul className="vkm-shifts" aria-label={text.navOpportunities}>
                {opportunities.data.map((o) => {
                  const id = String(o.id);
                  const title = str(o.display_name) || str(o.name) || text.opportunity;
                  return (
                    <li key={id} className="vkm-shift" data-opportunity={id}>
                      <div className="vkm-shift-main">
                        <h3 className="vkm-shift-title">{title}</h3>
                        <p className="vkm-note">{str(o.short_advert)}</p>
                        <WorkNeeds needs={readNeeds(o)} label={title} />
                        {applying === id ? (
                          <ApplyForm
                            opportunityId={id}
                            title={title}
                            onApplied={(m) => {
                              setApplying(null);
                              announce(m);
                              applications.reload();
                            }}
                          />
                        ) : null}
                      </div>
                      <div className="vkm-shift-actions">
                        <FavouriteToggle
                          opportunityId={id}
                          title={title}
                          favourites={favourites}
                          announce={announce}
                        />
                        {appliedTo.has(id) ? (
                          <p className="vkm-note">{text.applied}</p>
                        ) : applying === id ? null : (
                          <button
                            type="button"
                            className="vkp-button"
                            onClick={() => setApplying(id)}
                          >
                            {text.apply}
                            <span className="vkp-visually-hidden">
                              {fill(text.applyTo, { title })}
                            </span>
                          </button>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          ) : opportunities.status === 'error' ? (
            <ErrorState error={opportunities.error} onRetry={opportunities.reload} />
          ) : (
            <Loading label={text.loadingOpportunities} />
          )}
        </Card>
        <Card title={text.myApplications}>
          {applications.status === 'success' ? (
            applications.data.length === 0 ? (
              <p>{text.noApplications}</p>
            ) : (
              <ul className="vkm-claims" aria-label={text.myApplications}>
                {applications.data.map((a) => (
                  <ApplicationItem key={a.id} detail={a}>
                    {a.status !== 'pending' ? null : withdrawing === a.id ? (
                      <CancelWithReason
                        question={text.whyWithdrawing}
                        confirm={text.withdrawConfirm}
                        keep={text.keepApplication}
                        errorFields={['withdraw_reason', 'status']}
                        send={async (reason) => {
                          await api.users.applications(userId).update(a.id, {
                            status: 'withdrawn',
                            ...(reason ? { withdraw_reason: reason } : {}),
                          });
                          return fill(text.applicationWithdrawn, { name: a.name });
                        }}
                        onDone={(done) => {
                          setWithdrawing(null);
                          announce(done);
                          applications.reload();
                        }}
                        onClose={() => setWithdrawing(null)}
                      />
                    ) : (
                      <div className="vkm-shift-actions">
                        <button
                          type="button"
                          className="vkp-button"
                          onClick={() => setWithdrawing(a.id)}
                        >
                          {text.withdraw}
                          <span className="vkp-visually-hidden">
                            {fill(text.withdrawFrom, { name: a.name })}
                          </span>
                        </button>
                      </div>
                    )}
                  </ApplicationItem>
                ))}
              </ul>
            )
          ) : applications.status === 'error' ? (
            <ErrorState error={applications.error} onRetry={applications.reload} />
          ) : (
            <Loading label={text.loadingApplications} />
          )}
        </Card>
      </div>
    </Page>
  );
}
