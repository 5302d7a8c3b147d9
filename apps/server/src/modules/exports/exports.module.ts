import { exportsApi } from '@member-area/shared';
import { defineModule, route } from '../../module.js';
import { sendCsvStream } from '../../platform/http/csv-stream.js';
import { DATASETS } from './datasets.js';

/** The back office's lists as whole CSV downloads, streamed (exports never sit in memory). */
export const exportsModule = defineModule({
  name: 'exports',
  routes: [
    route(exportsApi.csv, ({ ctx, params, reply }) => {
      const dataset = DATASETS[params.dataset];
      return sendCsvStream(reply, `${params.dataset}.csv`, dataset.columns, dataset.rows(ctx.db));
    }),
  ],
});
