import { useEffect, useMemo } from 'react';
import type { HttpClient } from '@volunteerkit/api-client';
import {
  createResidentialHomeController,
  displayParamValue,
  readResidentialHomePage,
  readResidentialHomeType,
  type ResidentialHomeWindow,
} from '@volunteerkit/api-client/search';
import { useController } from '../hooks/useController.js';
import { LatestOpportunities } from '../LatestOpportunities/LatestOpportunities.js';
import { LoadError } from '../LoadError/LoadError.js';
import type { OpportunityApplyUrl } from '../OpportunityCard/OpportunityCard.js';
import { Pagination } from '../Pagination/Pagination.js';
import {
  emitSafely,
  useResidentialMessages,
  type ResidentialEventHandler,
  type ResidentialMessages,
} from '../messages/residential.js';
import type { LocaleInput } from '../messages/locale.js';

/** The slice of `window` {@link ResidentialHome} uses (injectable for tests and the embed). */
export type HomeWindow = ResidentialHomeWindow;

/** Props of {@link ResidentialHome}. */
export interface ResidentialHomeProps {
  /** The transport. */
  http: HttpClient;
  /** The heading. @default messages.residentialHomeTitle ('Latest residential opportunities') */
  title?: string;
  /** Heading level. @default 2 */
  headingLevel?: 2 | 3;
  /** The window whose `?page=` and `?type=` are used. */
  window?: HomeWindow;
  /** Scroll position after a page change (spec 9). @default 200 */
  scrollY?: number;
  /**
   * Adds an apply link to every card (see `OpportunityCard`); a click reports an
   * `apply` event and logs it through `http`. No apply link without it.
   */
  applyUrl?: OpportunityApplyUrl;
  /** Text overrides. */
  messages?: Partial<ResidentialMessages>;
  /** The locale: a `WidgetLocale` (texts and formats) or a BCP 47 tag; else the nearest `LocaleProvider`\'s. @default \'en-GB\' */
  locale?: LocaleInput;
  /** Receives card and pagination events. */
  onEvent?: ResidentialEventHandler;
  /** Extra class names. */
  className?: string;
}

/**
 * Reads a positive page number from a query string; 1 when absent or invalid.
 * The same as `readResidentialHomePage` of `@volunteerkit/api-client/search`.
 */
export const readPageParam: (search: string) => number = readResidentialHomePage;

/**
 * Reads the `type` URL parameter (an opportunity type or timeframe); `any` when absent or invalid.
 * The same as `readResidentialHomeType` of `@volunteerkit/api-client/search`.
 */
export const readTypeParam: (search: string) => string = readResidentialHomeType;

/**
 * The residential opportunity home (spec 2.3): "Latest residential
 * opportunities" cards and pagination. A page click writes `?page=N` into the
 * URL, scrolls to y=200 and reloads the list; Back/Forward re-read the page.
 * The `type` URL parameter (default `any`) filters the list and is shown with
 * underscores as spaces. A failed load shows a message with a retry.
 *
 * @example
 * <ResidentialHome http={http} />
 */
export function ResidentialHome({
  http,
  title,
  headingLevel = 2,
  window: win,
  scrollY = 200,
  applyUrl,
  messages: overrides,
  locale: localeProp,
  onEvent,
  className,
}: ResidentialHomeProps) {
  const [messages] = useResidentialMessages(overrides, localeProp);
  // The view of a headless controller (api-client `createResidentialHomeController`);
  // a new transport or window is a new controller. `start` returns its stop (no
  // listener, no call in flight), so a StrictMode remount starts it again.
  const controller = useMemo(
    () => createResidentialHomeController({ http, window: win }),
    [http, win],
  );
  useEffect(() => controller.start(), [controller]);
  const { status, opportunities: data, pagination, type } = useController(controller);

  const goTo = (page: number) => {
    emitSafely(onEvent, { type: 'page', page });
    controller.goToPage(page, { scrollY });
  };

  return (
    <div className={['vk-home', className].filter(Boolean).join(' ')} data-status={status}>
      <LatestOpportunities
        title={title ?? messages.residentialHomeTitle}
        headingLevel={headingLevel}
        opportunities={data}
        loading={status === 'loading'}
        notice={
          status === 'error' ? (
            <LoadError
              message={messages.loadError}
              retry={messages.retry}
              onRetry={controller.reload}
            />
          ) : null
        }
        applyUrl={applyUrl}
        http={http}
        messages={overrides}
        locale={localeProp}
        onEvent={onEvent}
      />
      {type !== 'any' ? <p className="vk-home__type">{displayParamValue(type)}</p> : null}
      {status === 'success' && pagination && data.length > 0 ? (
        <Pagination
          pagination={pagination}
          getHref={controller.hrefFor}
          onPageChange={goTo}
          messages={overrides}
          locale={localeProp}
        />
      ) : null}
    </div>
  );
}

/** Styles of {@link ResidentialHome}. */
export const residentialHomeCss = `
.vk-home { color: var(--vk-color-text); }
.vk-home__type { margin: var(--vk-space) 0 0; color: var(--vk-color-muted); text-transform: capitalize; }
`;
