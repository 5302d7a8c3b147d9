import { defineRoute } from '../http/define-route.js';
import { ZPageViewRequest, ZPageViewResponse } from './analytics.schema.js';

/** First-party analytics: the web's page-view beacon (key events are recorded by the server). */
export const analyticsApi = {
  pageView: defineRoute({
    method: 'POST',
    path: '/api/analytics/page-views',
    summary: 'Count a page view of the signed-in member (the route only; rate-limited)',
    access: 'member',
    body: ZPageViewRequest,
    response: ZPageViewResponse,
  }),
};
